import { eq } from 'drizzle-orm';
import type { Recipient, Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { messages, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { findReadableDocument } from '../../library/document-repository';
import type { LibraryContext } from '../../library/library-context';
import { notifyMessageSent } from '../message-mail';
import { findReadableMessage, type StoredAttachment } from '../message-repository';
import { resolveRecipient, type ResolvedRecipient } from '../recipients';
import { sanitizeMessageBody, messagePlainText } from '../sanitize';

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

interface Outgoing {
  portalId: string;
  subject: string;
  body: string;
  recipient: ResolvedRecipient;
  attachments: StoredAttachment[];
  thread: { id: string; initiator: { name: string; at: string } } | null;
}

/** Writes messages and their activity log entries in one transaction, then mails the recipients. */
async function deliver(ctx: LibraryContext, viewer: Viewer, outgoing: Outgoing[]): Promise<string[]> {
  const name = await senderName(ctx.db, viewer);
  const ids = await ctx.db.transaction(async (tx) => {
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
    return rows.map((row) => row.id);
  });
  for (const message of outgoing) {
    await notifyMessageSent(ctx, viewer, { ...message, senderName: name });
  }
  return ids;
}

/**
 * §2 new message: subject, one or more recipients the viewer may reach (a client: their advisors;
 * staff: accounts in scope and the portal's groups), a sanitised body and library attachments. Each
 * recipient gets a thread of its own.
 */
export async function sendMessage(
  ctx: LibraryContext,
  viewer: Viewer,
  portalId: string,
  input: { subject: string; recipient: Recipient[]; body: string; attachmentIds?: string[] | undefined },
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
    })),
  );
}

/**
 * §2 reply: continues the thread of a message the viewer can read (404 otherwise); subject and
 * recipient come from the thread. The thread's starter writes back to whom the thread went; anyone
 * else writes back to the starter.
 */
export async function replyToMessage(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; messageId: string },
  input: { body: string; attachmentIds?: string[] | undefined },
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
    },
  ]);
  return id!;
}
