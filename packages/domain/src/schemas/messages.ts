import { z } from 'zod';
import { invalidInput, optionalBoolean, writeObject } from './common';
import { messageNotificationSchema } from './message-notification';
import { newMessageSchema, replyMessageSchema } from './message';

/** §2 Messages tabs: latest (received, not archived), archive, sent. */
export const MESSAGE_TABS = ['latest', 'archive', 'sent'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The longest message body accepted, in characters of (sanitised) rich text. */
export const MESSAGE_BODY_MAX = 20_000;
/** At most this many attachments on one message. */
export const MESSAGE_ATTACHMENTS_MAX = 10;

/** An id in a body or query; the server answers an unknown one as not found. */
const idText = z.string(invalidInput).trim().min(1, invalidInput.error).max(64, invalidInput.error);

export const messageListQuerySchema = z.object(
  {
    tab: z.enum(MESSAGE_TABS, invalidInput).default('latest'),
    /** A process's conversation: its messages the viewer can read, received and sent (the tab is ignored). */
    processId: idText.optional(),
  },
  invalidInput,
);

/** Library documents attached to a message, by id (upload to the library first, §2). */
const attachmentIds = z
  .array(idText, invalidInput)
  .max(MESSAGE_ATTACHMENTS_MAX, invalidInput.error)
  .optional();

/** The longest subthread (topic within a thread, §3 Message.subthread). */
export const MESSAGE_SUBTHREAD_MAX = 100;
/** §3 Message.subthread: a topic grouping replies within a thread; blank means none. */
const subthread = z
  .string(invalidInput)
  .trim()
  .max(MESSAGE_SUBTHREAD_MAX, 'validation.max_characters')
  .optional();
/** §3 Message.attach_message: also file the message in the recipient's library (staff to an account or group). */
const attachMessage = z.boolean(invalidInput).optional();

const body = replyMessageSchema.shape.body.max(MESSAGE_BODY_MAX, 'validation.max_characters');

/** A new message over HTTP: §5 subject, recipient and message required; attachments by document id. */
export const sendMessageSchema = writeObject({
  subject: newMessageSchema.shape.subject.max(200, 'validation.max_characters'),
  recipient: newMessageSchema.shape.recipient.max(50, invalidInput.error),
  body,
  attachmentIds,
  /** §3 Message.process: the process (KYC) the conversation is about; replies keep the thread's. */
  processId: idText.optional(),
  subthread,
  notification: messageNotificationSchema.optional(),
  attachMessage,
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A reply over HTTP: the thread is in the path; recipient and subject come from it (§2). */
export const sendReplySchema = writeObject({
  body,
  attachmentIds,
  subthread,
  notification: messageNotificationSchema.optional(),
  attachMessage,
});
export type SendReplyInput = z.input<typeof sendReplySchema>;

/** Archive (default) or bring back from the archive. */
export const archiveMessageSchema = writeObject({ archived: optionalBoolean });
