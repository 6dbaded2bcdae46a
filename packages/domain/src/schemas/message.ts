import { z } from 'zod';
import { writeObject, fileRef, idRef, invalidInput, optionalBoolean, requiredText } from './common';

/**
 * A recipient (§2 Messages): clients write to their advisors (users); professionals pick accounts
 * or groups. Whether the sender may reach the recipient is the server's check (§6).
 */
export const recipientSchema = writeObject({
  kind: z.enum(['user', 'account', 'group'], { error: 'validation.recipient_required' }),
  id: idRef('validation.recipient_required'),
});
export type Recipient = z.infer<typeof recipientSchema>;

const body = requiredText('validation.message_required');
const attachments = z.array(fileRef, invalidInput).optional();

/** A new message, which starts a thread (§2, §4; §5 subject, recipient and message required). */
export const newMessageSchema = writeObject({
  subject: requiredText('validation.subject_required'),
  recipient: z
    .array(recipientSchema, { error: 'validation.recipient_required' })
    .min(1, 'validation.recipient_required'),
  body,
  attachments,
  /** Attach the message to the recipients' document list too (§3 attach_message). */
  attach_message: optionalBoolean,
  process: idRef().optional(),
});

/** A reply: continues `thread`; recipient and subject come from the thread (§2). */
export const replyMessageSchema = writeObject({
  thread: idRef(),
  body,
  attachments,
});

export type NewMessageInput = z.input<typeof newMessageSchema>;
export type ReplyMessageInput = z.input<typeof replyMessageSchema>;
