import { z } from 'zod';
import { DOCUMENT_TYPES, LIBRARY_DATE_FILTERS, UPLOADABLE_DOCUMENT_TYPES } from '../enums/documents';
import { invalidInput, optionalText, writeObject } from './common';

/**
 * The largest PDF the library accepts, in bytes. §9 names no limit; 25 MB holds a long scanned
 * statement and keeps a stream of uploads cheap to refuse (413 'The file is too large').
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The same limit in whole megabytes, for the message. */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * §2 Library sections: everything, my files (uploaded by me), latest uploads (uploaded, not
 * generated, newest first), for your attention (waiting for a signature or an approval and not
 * uploaded by me), and my favourites.
 */
export const LIBRARY_SECTIONS = ['all', 'mine', 'latest', 'attention', 'favourites'] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

/** §6: where a library file lives: exactly one account or one group. */
export const ON_DUPLICATE = ['copy', 'replace'] as const;
export type OnDuplicate = (typeof ON_DUPLICATE)[number];

const id = z.string(invalidInput).trim().min(1, invalidInput.error).max(64, invalidInput.error);
const onDuplicate = z.enum(ON_DUPLICATE, invalidInput).optional();

function oneTarget(value: { accountId?: string | undefined; groupId?: string | undefined }): boolean {
  return (value.accountId === undefined) !== (value.groupId === undefined);
}

/** The list's filters (§2): section, account, group, type, date All / 3 / 6 / 12 months, a tag. */
export const libraryListQuerySchema = z.object(
  {
    section: z.enum(LIBRARY_SECTIONS, invalidInput).default('all'),
    accountId: id.optional(),
    groupId: id.optional(),
    type: z.enum(DOCUMENT_TYPES, invalidInput).optional(),
    date: z.enum(LIBRARY_DATE_FILTERS, invalidInput).default('all'),
    tag: z.string(invalidInput).trim().min(1, invalidInput.error).max(60, invalidInput.error).optional(),
    /** Part of a document's name or file name, any case. */
    search: z.string(invalidInput).trim().max(100, invalidInput.error).optional(),
  },
  invalidInput,
);
export type LibraryListQuery = z.output<typeof libraryListQuerySchema>;

/**
 * Where an upload goes and what it is (sent as query parameters beside the multipart file, so the
 * server checks them before reading a byte). Only Forms and Account documents may be uploaded (§3);
 * `onDuplicate` answers the copy-or-replace dialog (§4).
 */
export const libraryUploadQuerySchema = z
  .object(
    {
      accountId: id.optional(),
      groupId: id.optional(),
      type: z.enum(UPLOADABLE_DOCUMENT_TYPES, { error: 'validation.upload_not_allowed' }),
      onDuplicate,
    },
    invalidInput,
  )
  .refine(oneTarget, { message: 'validation.library_target_required', path: ['accountId'] });
export type LibraryUploadQuery = z.output<typeof libraryUploadQuerySchema>;

/**
 * Duplicate a document (§2): into the same place by default, or into another account or group;
 * the copy is named '{name} - Copy' (§4) and `onDuplicate` settles a clash as for uploads.
 */
export const libraryDuplicateSchema = writeObject({
  accountId: id.optional(),
  groupId: id.optional(),
  onDuplicate,
}).refine((value) => value.accountId === undefined || value.groupId === undefined, {
  message: 'validation.library_target_required',
  path: ['accountId'],
});

/** A page the web app shows, for the activity log (§7: page visits are logged). */
export const pageVisitSchema = writeObject({
  path: z
    .string({ error: 'validation.page_path_invalid' })
    .trim()
    .max(300, 'validation.page_path_invalid')
    .regex(/^\/[^\s]*$/, 'validation.page_path_invalid'),
  section: optionalText.pipe(z.string().max(60, 'validation.max_characters').optional()),
});
export type PageVisitInput = z.input<typeof pageVisitSchema>;
