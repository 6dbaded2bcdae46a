import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, instant, newestFirst } from './common';
import { accounts } from './accounts';
import { processes } from './forms';
import { users, type FileRef } from './identity';
import { groups, portalIdColumn } from './tenancy';

/** Who started a thread and when, shown on replies ('In {name} thread started at {date}'). */
export interface ThreadInitiator {
  name: string;
  at: string;
}

/**
 * In-app messages. The sender is created_by. A message goes to one user (an advisor), an account
 * (its client) or a group (its members who joined before it was sent, spec §6). thread_id is null
 * for the first message of a thread and the first message's id on replies.
 */
export const messages = pgTable(
  'messages',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipientUserId: uuid('recipient_user_id').references(() => users.id),
    recipientAccountId: uuid('recipient_account_id').references(() => accounts.id),
    recipientGroupId: uuid('recipient_group_id').references(() => groups.id),
    attachments: jsonb('attachments').$type<FileRef[]>(),
    attachMessage: boolean('attach_message').notNull().default(false),
    threadId: uuid('thread_id').references((): AnyPgColumn => messages.id),
    threadInitiator: jsonb('thread_initiator').$type<ThreadInitiator>(),
    subthread: text('subthread'),
    processId: uuid('process_id').references(() => processes.id),
    /** {value, notify} or a list of them (spec Message.notification). */
    notification: jsonb('notification'),
  },
  (t) => [
    index('messages_recipient_user_idx').on(t.recipientUserId, newestFirst(t.createdAt)),
    index('messages_recipient_account_idx').on(t.recipientAccountId, newestFirst(t.createdAt)),
    index('messages_recipient_group_idx').on(t.recipientGroupId, newestFirst(t.createdAt)),
    index('messages_created_by_idx').on(t.createdBy, newestFirst(t.createdAt)),
    index('messages_thread_idx')
      .on(t.threadId, t.createdAt)
      .where(sql`"thread_id" is not null`),
    index('messages_portal_created_idx').on(t.portalId, newestFirst(t.createdAt)),
  ],
);

/**
 * Per-user state of a message (read, archived, deleted), since a group message has many readers and
 * each archives it for themselves. A row appears when the user first acts; none means unread inbox.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at'),
    archivedAt: instant('archived_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('message_recipients_message_user_key').on(t.messageId, t.userId),
    index('message_recipients_user_idx').on(t.userId, t.archivedAt),
  ],
);

/** Outgoing text messages (sign-in PINs, notifications), sent by a worker from this table. */
export const sms = pgTable(
  'sms',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    userId: uuid('user_id').references(() => users.id),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    /** pending, sent, failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  (t) => [index('sms_status_created_idx').on(t.status, t.createdAt), index('sms_user_id_idx').on(t.userId)],
);
