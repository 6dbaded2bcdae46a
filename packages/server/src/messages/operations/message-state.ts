import { and, eq, or } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { messageRecipients, messages } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { LibraryContext } from '../../library/library-context';
import { messageReadable } from '../message-scope-sql';
import { findReadableMessage } from '../message-repository';

export type MessageAction = 'read' | 'unread' | 'archive' | 'unarchive' | 'delete';

/**
 * The viewer's own state of a thread (§4: messages are active or archived and sit in latest,
 * archive or sent): read, archived or deleted for them only, never for the other party. It applies
 * to every message of the thread the viewer can read, in one statement.
 */
export async function setMessageState(
  ctx: LibraryContext,
  viewer: Viewer,
  ref: { portalId: string; messageId: string },
  action: MessageAction,
): Promise<void> {
  const message = await findReadableMessage(ctx.db, viewer, ref.portalId, ref.messageId);
  if (!message) throw new AppError(404, 'not_found', 'errors.not_found');
  const now = new Date();
  const change = {
    read: { readAt: now },
    unread: { readAt: null },
    archive: { archivedAt: now },
    unarchive: { archivedAt: null },
    delete: { deletedAt: now },
  }[action];
  const thread = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.portalId, ref.portalId),
        or(eq(messages.id, message.threadId), eq(messages.threadId, message.threadId)),
        messageReadable(ctx.db, viewer),
      ),
    );
  if (thread.length === 0) return;
  await ctx.db
    .insert(messageRecipients)
    .values(
      thread.map((row) => ({ portalId: ref.portalId, messageId: row.id, userId: viewer.userId, ...change })),
    )
    .onConflictDoUpdate({
      target: [messageRecipients.messageId, messageRecipients.userId],
      set: { ...change, updatedAt: now, updatedBy: viewer.userId },
    });
}
