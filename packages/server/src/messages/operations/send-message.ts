import { eq } from 'drizzle-orm';
import {
  notificationRules,
  type MessageNotification,
  type MessageNotificationRule,
  type SendMessageInput,
  type SendReplyInput,
  type Viewer,
} from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { messages, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { findReadableDocument } from '../../library/document-repository';
import type { LibraryContext } from '../../library/library-context';
import { findActiveProcess } from '../../forms/find-process';
import { queueNotifications, type MessageContext } from '../message-context';
import { findReadableMessage, type StoredAttachment } from '../message-repository';
import { resolveRecipient, type ResolvedRecipient } from '../recipients';
import { sanitizeMessageBody, messagePlainText } from '../../http/sanitize';

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/** The body as stored: sanitised; nothing left to read is 'Message is required' (§5). */
function cleanBody(body: string): string {
  const clean = sanitizeMessageBody(body);
  if (messagePlainText(clean) === '')
    throw new AppError(400, 'validation_error', 'validation.message_required');
  return clean;
}

/** Attachments are library documents the sender can read (upload first); anything else is refused. */
async function attachmentsOf(
  ctx: LibraryContext,
  viewer: Viewer,
  portalId: string,
  ids: readonly string[] | undefined,
): Promise<StoredAttachment[]> {
  const unique = [...new Set(ids ?? [])];
  const documents = await Promise.all(unique.map((id) => findReadableDocument(ctx.db, viewer, portalId, id)));
  const created = new Date().toISOString();
  return documents.map((document) => {
    if (!document) throw new AppError(400, 'attachment_not_found', 'validation.attachment_not_found');
    return { name: document.name, url: document.id, created };
  });
}

async function senderName(db: Database, viewer: Viewer): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
  return row?.name ?? viewer.email;
}

/** §3 Message.process: an active process of this portal (every member sees it on the KYC screen), else 400. */
async function processIdOf(ctx: MessageContext, portalId: string, processId: string | undefined) {
  if (processId === undefined) return null;
  const process = await findActiveProcess(ctx.db, portalId, processId);
  if (!process) throw new AppError(400, 'process_not_found', 'validation.process_not_found');
  return process.id;
}

/** What §3 adds to a message besides its text: its topic within the thread and how it is notified. */
interface Extras {
  subthread: string | null;
  notification: MessageNotificationRule[];
  attachMessage: boolean;
}

function extrasOf(input: {
  subthread?: string | undefined;
  notification?: MessageNotification | undefined;
  attachMessage?: boolean | undefined;
}): Extras {
  return {
    subthread: input.subthread?.trim() || null,
    notification: notificationRules(input.notification),
    attachMessage: input.attachMessage ?? false,
  };
}

interface Outgoing extends Extras {
  portalId: string;
  subject: string;
  body: string;
  recipient: ResolvedRecipient;
  attachments: StoredAttachment[];
  thread: { id: string; initiator: { name: string; at: string } } | null;
  processId: string | null;
}

/** §3 attach_message files the message in a library: only an account's or a group's has one. */
function checkAttachMessage(outgoing: Outgoing[]): void {
  if (outgoing.some((message) => message.attachMessage && message.recipient.kind === 'user'))
    throw new AppError(400, 'attach_message_not_allowed', 'validation.attach_message_not_allowed');
}

/**
 * Writes messages and their activity log entries in one transaction, with the jobs that notify the
 * recipients (§3 Message.notification), which run after the commit.
 */
async function deliver(ctx: MessageContext, viewer: Viewer, outgoing: Outgoing[]): Promise<string[]> {
  checkAttachMessage(outgoing);
  const name = await senderName(ctx.db, viewer);
  const written = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(messages)
      .values(
        outgoing.map((message) => ({
          portalId: message.portalId,
          subject: message.subject,
          body: message.body,
          createdBy: viewer.userId,
          createdName: name,
          recipientUserId: message.recipient.kind === 'user' ? message.recipient.id : null,
          recipientAccountId: message.recipient.kind === 'account' ? message.recipient.id : null,
          recipientGroupId: message.recipient.kind === 'group' ? message.recipient.id : null,
          attachments: message.attachments.length > 0 ? message.attachments : null,
          threadId: message.thread?.id ?? null,
          threadInitiator: message.thread?.initiator ?? null,
          processId: message.processId,
          subthread: message.subthread,
          notification: message.notification,
          attachMessage: message.attachMessage,
        })),
      )
      .returning({ id: messages.id });
    await logActivity(
      tx,
      ...rows.map((row, n) => ({
        portalId: outgoing[n]!.portalId,
        userId: viewer.userId,
        type: 'message' as const,
        collection: 'messages',
        entityId: row.id,
        info: { recipient: outgoing[n]!.recipient.kind, reply: outgoing[n]!.thread !== null },
      })),
    );
    const ids = rows.map((row) => row.id);
    return {
      ids,
      afterCommit: await queueNotifications(
        ctx,
        tx,
        ids.map((id, n) => ({
          id,
          portalId: outgoing[n]!.portalId,
          attachMessage: outgoing[n]!.attachMessage,
        })),
      ),
    };
  });
  written.afterCommit();
  return written.ids;
}

/**
 * §2 new message: subject, one or more recipients the viewer may reach (a client: their advisors;
 * staff: accounts in scope and the portal's groups), a sanitised body and library attachments. Each
 * recipient gets a thread of its own.
 */
export async function sendMessage(
  ctx: MessageContext,
  viewer: Viewer,
  portalId: string,
  input: SendMessageInput,
): Promise<string[]> {
  const body = cleanBody(input.body);
  const seen = new Set<string>();
  const recipients: ResolvedRecipient[] = [];
  for (const recipient of input.recipient) {
    const resolved = await resolveRecipient(ctx.db, viewer, portalId, recipient);
    if (seen.has(`${resolved.kind}:${resolved.id}`)) continue;
    seen.add(`${resolved.kind}:${resolved.id}`);
    recipients.push(resolved);
  }
  const attachments = await attachmentsOf(ctx, viewer, portalId, input.attachmentIds);
  const processId = await processIdOf(ctx, portalId, input.processId);
  const extras = extrasOf(input);
  return deliver(
    ctx,
    viewer,
    recipients.map((recipient) => ({
      portalId,
      subject: input.subject,
      body,
      recipient,
      attachments,
      thread: null,
      processId,
      ...extras,
    })),
  );
}

/**
 * §2 reply: continues the thread of a message the viewer can read (404 otherwise); subject and
 * recipient come from the thread. The thread's starter writes back to whom the thread went; anyone
 * else writes back to the starter.
 */
export async function replyToMessage(
  ctx: MessageContext,
  viewer: Viewer,
  ref: { portalId: string; messageId: string },
  input: SendReplyInput,
): Promise<string> {
  const message = await findReadableMessage(ctx.db, viewer, ref.portalId, ref.messageId);
  if (!message) throw notFound();
  const root = await ctx.db
    .select({
      id: messages.id,
      subject: messages.subject,
      createdBy: messages.createdBy,
      createdName: messages.createdName,
      createdAt: messages.createdAt,
      recipientUserId: messages.recipientUserId,
      recipientAccountId: messages.recipientAccountId,
      recipientGroupId: messages.recipientGroupId,
      processId: messages.processId,
    })
    .from(messages)
    .where(eq(messages.id, message.threadId))
    .then((rows) => rows[0]);
  if (!root) throw notFound();
  const body = cleanBody(input.body);
  const attachments = await attachmentsOf(ctx, viewer, ref.portalId, input.attachmentIds);
  let recipient: ResolvedRecipient | null;
  if (root.createdBy === viewer.userId) {
    recipient = root.recipientGroupId
      ? { kind: 'group', id: root.recipientGroupId }
      : root.recipientAccountId
        ? { kind: 'account', id: root.recipientAccountId }
        : root.recipientUserId
          ? { kind: 'user', id: root.recipientUserId }
          : null;
  } else {
    recipient = root.createdBy ? { kind: 'user', id: root.createdBy } : null;
  }
  if (!recipient) throw new AppError(400, 'recipient_not_allowed', 'validation.recipient_not_allowed');
  const subject = /^re:/i.test(root.subject) ? root.subject : `Re: ${root.subject}`;
  const [id] = await deliver(ctx, viewer, [
    {
      portalId: ref.portalId,
      subject,
      body,
      recipient,
      attachments,
      thread: { id: root.id, initiator: { name: root.createdName ?? '', at: root.createdAt.toISOString() } },
      // A reply stays in the conversation of the thread's process.
      processId: root.processId,
      ...extrasOf(input),
    },
  ]);
  return id!;
}
