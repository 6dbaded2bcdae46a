import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { documentRenameSchema, documentSchema, documentUploadSchema } from './document';
import { newMessageSchema, replyMessageSchema } from './message';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('messages (§5)', () => {
  it('subject, recipient and message are required', () => {
    expect(issues(newMessageSchema, {})).toEqual([
      'subject: validation.subject_required',
      'recipient: validation.recipient_required',
      'body: validation.message_required',
    ]);
    expect(issues(newMessageSchema, { subject: ' ', recipient: [], body: '' })).toEqual([
      'subject: validation.subject_required',
      'recipient: validation.recipient_required',
      'body: validation.message_required',
    ]);
    expect(
      issues(newMessageSchema, { subject: 'Hi', recipient: [{ kind: 'team', id: '' }], body: 'x' }),
    ).toEqual([
      'recipient.0.kind: validation.recipient_required',
      'recipient.0.id: validation.recipient_required',
    ]);
    expect(
      issues(newMessageSchema, { subject: 'Hi', recipient: [{ kind: 'group', id: 'g1' }], body: 'x' }),
    ).toEqual([]);
  });

  it('a reply needs the thread and a message only', () => {
    expect(issues(replyMessageSchema, { thread: 'm1' })).toEqual(['body: validation.message_required']);
    expect(issues(replyMessageSchema, { thread: 'm1', body: 'Thanks' })).toEqual([]);
  });
});

describe('documents (§3, §5)', () => {
  it('a document needs a name, a type and an owner', () => {
    expect(issues(documentSchema, {})).toEqual([
      'name: validation.name_required',
      'type: validation.required_field',
      'parentId: validation.required_field',
    ]);
    expect(issues(documentRenameSchema, { name: '' })).toEqual(['name: validation.name_required']);
  });

  it('uploads are PDF only and only of uploadable types', () => {
    const upload = { fileName: 'statement.PDF', type: 'Account documents', parentId: 'acc1' };
    expect(issues(documentUploadSchema, upload)).toEqual([]);
    expect(
      issues(documentUploadSchema, { ...upload, fileName: 'photo.jpg', mimeType: 'image/jpeg' }),
    ).toEqual(['fileName: validation.pdf_only', 'mimeType: validation.pdf_only']);
    expect(issues(documentUploadSchema, { ...upload, type: 'Factsheet' })).toEqual([
      'type: validation.upload_not_allowed',
    ]);
    expect(issues(documentUploadSchema, { ...upload, onDuplicate: 'merge' })).toEqual([
      'onDuplicate: validation.invalid_input',
    ]);
  });
});
