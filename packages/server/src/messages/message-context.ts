import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { JobEngine } from '../jobs/job-engine';
import type { LibraryContext } from '../library/library-context';
import type { SmsProvider } from '../sms/sms-provider';
import { MESSAGE_FILE_QUEUE } from './file-message';
import { MESSAGE_NOTIFY_QUEUE, notifyMessage } from './message-notify';

/** What the messages operations need: the library's context, the job engine and the SMS outbox. */
export interface MessageContext extends LibraryContext {
  /** Queues the notifications; absent (tests, tools without an engine) they run in the background. */
  jobs?: JobEngine | undefined;
  sms: SmsProvider;
}

export type MessageDeps = Omit<MessageContext, 'log'>;

export function messageContextOf(deps: MessageDeps, request: FastifyRequest): MessageContext {
  return { ...deps, log: request.log };
}

/**
 * Queues one notification job per message (and a filing job for one sent with attach_message) inside the transaction that writes them, so a message
 * is notified if and only if it is stored. Without an engine the same work runs once the
 * transaction has committed (`afterCommit`), off the request.
 */
export async function queueNotifications(
  ctx: MessageContext,
  tx: Database,
  written: readonly { id: string; portalId: string; attachMessage: boolean }[],
): Promise<() => void> {
  const { jobs } = ctx;
  if (jobs) {
    // portalId: the Jobs screen shows a portal's admins the jobs that name their portal.
    for (const { id, portalId, attachMessage } of written) {
      const data = { messageId: id, portalId };
      await jobs.send(MESSAGE_NOTIFY_QUEUE, data, { transaction: tx });
      if (attachMessage) await jobs.send(MESSAGE_FILE_QUEUE, data, { transaction: tx });
    }
    return () => undefined;
  }
  // Filing needs the printer of a job worker: without an engine a message is only notified.
  return () => {
    for (const { id } of written)
      notifyMessage(ctx, id).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'message notification failed'),
      );
  };
}
