import { z } from 'zod';
import { MESSAGE_NOTIFY_CHANNELS } from '../schemas/message-notification';
import { pageOf } from './page';

/** §2 Messages' answers (tabs, threads, recipients, unread count), declared once for the server and the web. */

const party = z.object({ id: z.string().nullable(), name: z.string() });

/** A message as a tab lists it. */
export const messageItemSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  isReply: z.boolean(),
  subject: z.string(),
  preview: z.string(),
  sender: party,
  recipient: z.object({ kind: z.enum(['user', 'account', 'group']), id: z.string(), name: z.string() }),
  createdAt: z.date(),
  read: z.boolean(),
  archived: z.boolean(),
  attachments: z.array(z.object({ documentId: z.string(), name: z.string() })),
  threadInitiator: z.object({ name: z.string(), at: z.string() }),
  process: z.object({ id: z.string(), name: z.string() }).nullable(),
  subthread: z.string().nullable(),
  notification: z.array(z.object({ value: z.enum(MESSAGE_NOTIFY_CHANNELS), notify: z.boolean() })),
  attachMessage: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagePageSchema = pageOf(messageItemSchema);

/** A thread: its messages with their bodies, oldest first. */
export const messageThreadSchema = z.object({
  threadId: z.string(),
  items: z.array(messageItemSchema.extend({ body: z.string() })),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

const pickable = z.array(z.object({ id: z.string(), name: z.string() }));

/** Whom the viewer may write to: a client their advisors (`fixed`: exactly one); staff accounts and groups. */
export const messageRecipientsSchema = z.object({
  advisors: pickable,
  accounts: pickable,
  groups: pickable,
  fixed: z.boolean(),
});
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/** The messages a send created (one per recipient). */
export const sentMessagesSchema = z.object({ ids: z.array(z.string()) });

/** The viewer's unread messages in the portal (the navigation's badge). */
export const unreadCountSchema = z.object({ unread: z.number().int() });
