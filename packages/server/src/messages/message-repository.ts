import { aliasedTable, and, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  notificationRules,
  type MessageNotification,
  type MessageNotificationRule,
  type MessageTab,
  type Viewer,
} from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, groups, messageRecipients, messages, processes, users } from '../db/schema/index';
import { isUuid, type Page } from '../http/paging';
import { messageReadable } from './message-scope-sql';
import { messagePlainText } from '../http/sanitize';

export type RecipientKind = 'user' | 'account' | 'group';

/** A message as the API shows it (§3 Message). The thread initiator feeds 'In {name} thread started at {date}'. */
export interface MessageView {
  id: string;
  /** The thread's first message (its own id for a first message). */
  threadId: string;
  isReply: boolean;
  subject: string;
  preview: string;
  sender: { id: string | null; name: string };
  recipient: { kind: RecipientKind; id: string; name: string };
  createdAt: Date;
  read: boolean;
  archived: boolean;
  attachments: { documentId: string; name: string }[];
  threadInitiator: { name: string; at: string };
  /** §3 Message.process: the process the conversation is about (null once it is gone from the portal). */
  process: { id: string; name: string } | null;
  /** §3 Message.subthread: the topic within the thread. */
  subthread: string | null;
  /** §3 Message.notification, as a list; a message stored before rules existed was e-mailed. */
  notification: MessageNotificationRule[];
  /** §3 Message.attach_message. */
  attachMessage: boolean;
}

/** A stored attachment: a library document (url holds its id) and its name when attached. */
export interface StoredAttachment {
  name: string;
  url: string;
  created?: string;
}

const sender = aliasedTable(users, 'sender');
const recipientUser = aliasedTable(users, 'recipient_user');

function selection() {
  return {
    id: messages.id,
    threadId: messages.threadId,
    subject: messages.subject,
    body: messages.body,
    createdBy: messages.createdBy,
    senderName: sql<string | null>`coalesce(${messages.createdName}, ${sender.name})`,
    recipientUserId: messages.recipientUserId,
    recipientUserName: recipientUser.name,
    recipientAccountId: messages.recipientAccountId,
    recipientAccountName: accounts.name,
    recipientGroupId: messages.recipientGroupId,
    recipientGroupName: groups.name,
    createdAt: messages.createdAt,
    readAt: messageRecipients.readAt,
    archivedAt: messageRecipients.archivedAt,
    attachments: messages.attachments,
    threadInitiator: messages.threadInitiator,
    processId: processes.id,
    processName: processes.name,
    subthread: messages.subthread,
    notification: messages.notification,
    attachMessage: messages.attachMessage,
  };
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function recipientOf(row: Row): MessageView['recipient'] {
  if (row.recipientGroupId)
    return { kind: 'group', id: row.recipientGroupId, name: row.recipientGroupName ?? '' };
  if (row.recipientAccountId)
    return { kind: 'account', id: row.recipientAccountId, name: row.recipientAccountName ?? '' };
  return { kind: 'user', id: row.recipientUserId ?? '', name: row.recipientUserName ?? '' };
}

function toView(viewer: Viewer, row: Row): MessageView & { body: string } {
  const senderName = row.senderName ?? '';
  return {
    id: row.id,
    threadId: row.threadId ?? row.id,
    isReply: row.threadId !== null,
    subject: row.subject,
    preview: messagePlainText(row.body),
    body: row.body,
    sender: { id: row.createdBy, name: senderName },
    recipient: recipientOf(row),
    createdAt: row.createdAt,
    // One's own messages are read by definition.
    read: row.createdBy === viewer.userId || row.readAt !== null,
    archived: row.archivedAt !== null,
    attachments: (row.attachments ?? []).map((a) => ({ documentId: a.url, name: a.name })),
    threadInitiator: row.threadInitiator ?? { name: senderName, at: row.createdAt.toISOString() },
    process: row.processId && row.processName ? { id: row.processId, name: row.processName } : null,
    subthread: row.subthread,
    notification: notificationRules(row.notification as MessageNotification | null),
    attachMessage: row.attachMessage,
  };
}

/** Messages with the viewer's own state (read, archived, deleted) and the names of both parties. */
function baseQuery(db: Database, viewer: Viewer) {
  return db
    .select(selection())
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, viewer.userId)),
    )
    .leftJoin(sender, eq(sender.id, messages.createdBy))
    .leftJoin(recipientUser, eq(recipientUser.id, messages.recipientUserId))
    .leftJoin(accounts, eq(accounts.id, messages.recipientAccountId))
    .leftJoin(groups, eq(groups.id, messages.recipientGroupId))
    .leftJoin(processes, and(eq(processes.id, messages.processId), eq(processes.active, true)));
}

function visibleIn(db: Database, viewer: Viewer, portalId: string): SQL {
  return and(
    eq(messages.portalId, portalId),
    messageReadable(db, viewer),
    isNull(messageRecipients.deletedAt),
  )!;
}

const notMine = (viewer: Viewer) => or(isNull(messages.createdBy), ne(messages.createdBy, viewer.userId));

function tabCondition(viewer: Viewer, tab: MessageTab): SQL {
  switch (tab) {
    case 'sent':
      return eq(messages.createdBy, viewer.userId);
    case 'archive':
      return isNotNull(messageRecipients.archivedAt);
    default:
      return and(notMine(viewer), isNull(messageRecipients.archivedAt))!;
  }
}

/**
 * One page of a §2 Messages tab, newest first: latest (received, not archived), archive, sent; or,
 * given a process, that process's conversation (everything the viewer can read about it, received
 * or sent, archived or not). One statement for the rows (state and names joined in), one for the total.
 */
export async function listMessages(
  db: Database,
  viewer: Viewer,
  portalId: string,
  filter: { tab: MessageTab; processId?: string | undefined },
  page: Page,
): Promise<{ items: MessageView[]; total: number }> {
  if (!isUuid(portalId)) return { items: [], total: 0 };
  if (filter.processId !== undefined && !isUuid(filter.processId)) return { items: [], total: 0 };
  const where = and(
    visibleIn(db, viewer, portalId),
    filter.processId === undefined
      ? tabCondition(viewer, filter.tab)
      : eq(messages.processId, filter.processId),
  );
  const [rows, [totals]] = await Promise.all([
    baseQuery(db, viewer)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(messages)
      .leftJoin(
        messageRecipients,
        and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, viewer.userId)),
      )
      .where(where),
  ]);
  return {
    items: rows.map((row) => {
      const { body: _body, ...view } = toView(viewer, row);
      return view;
    }),
    total: totals?.total ?? 0,
  };
}

/** Unread messages addressed to the viewer in the portal (the navigation badge). */
export async function unreadCount(db: Database, viewer: Viewer, portalId: string): Promise<number> {
  if (!isUuid(portalId)) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, viewer.userId)),
    )
    .where(
      and(
        visibleIn(db, viewer, portalId),
        notMine(viewer),
        isNull(messageRecipients.readAt),
        isNull(messageRecipients.archivedAt),
      ),
    );
  return row?.total ?? 0;
}

/** The id of the thread a message belongs to, when the viewer can read that message. */
export async function findReadableMessage(
  db: Database,
  viewer: Viewer,
  portalId: string,
  messageId: string,
): Promise<(MessageView & { body: string }) | null> {
  if (!isUuid(portalId) || !isUuid(messageId)) return null;
  const [row] = await baseQuery(db, viewer)
    .where(and(eq(messages.id, messageId), visibleIn(db, viewer, portalId)))
    .limit(1);
  return row ? toView(viewer, row) : null;
}

/** The messages of a thread the viewer can read, oldest first (the thread screen). */
export async function readThread(
  db: Database,
  viewer: Viewer,
  portalId: string,
  threadId: string,
): Promise<(MessageView & { body: string })[]> {
  if (!isUuid(portalId) || !isUuid(threadId)) return [];
  const rows = await baseQuery(db, viewer)
    .where(
      and(or(eq(messages.id, threadId), eq(messages.threadId, threadId)), visibleIn(db, viewer, portalId)),
    )
    .orderBy(messages.createdAt, messages.id);
  return rows.map((row) => toView(viewer, row));
}
