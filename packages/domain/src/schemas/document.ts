import { z } from 'zod';
import { DOCUMENT_TYPES, UPLOADABLE_DOCUMENT_TYPES } from '../enums/documents';
import { writeObject, idRef, nameField, optionalText } from './common';

/** Create or update a document's record (§3 Document). `parentId` is the account or group. */
export const documentSchema = writeObject({
  name: nameField,
  type: z.enum(DOCUMENT_TYPES, { error: 'validation.required_field' }),
  parentId: idRef(),
  fileUrl: optionalText,
});

/**
 * Upload a document to the library (§2, §5): PDF only, and only of a type that allows upload
 * (Forms, Account documents, §3). `onDuplicate` answers the duplicate-file dialog (§4).
 */
export const documentUploadSchema = writeObject({
  fileName: z
    .string({ error: 'validation.required_field' })
    .trim()
    .min(1, { error: 'validation.required_field', abort: true })
    .regex(/\.pdf$/i, 'validation.pdf_only'),
  mimeType: z.literal('application/pdf', { error: 'validation.pdf_only' }).optional(),
  type: z.enum(UPLOADABLE_DOCUMENT_TYPES, { error: 'validation.upload_not_allowed' }),
  parentId: idRef(),
  onDuplicate: z.enum(['copy', 'replace'], { error: 'validation.invalid_input' }).optional(),
});

/** Rename a document (§2 Library). */
export const documentRenameSchema = writeObject({ name: nameField });

export type DocumentInput = z.input<typeof documentSchema>;
export type DocumentUploadInput = z.input<typeof documentUploadSchema>;
