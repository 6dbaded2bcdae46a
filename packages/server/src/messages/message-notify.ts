import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  buildPath,
  hasRoute,
  notificationRules,
  notifiedChannels,
  type BrandConfig,
  type MessageNotification,
} from '@portal/domain';
import type { Database } from '../db/client';
import { messages, portals, users } from '../db/schema/index';
import type { JobEngine } from '../jobs/job-engine';
import { appUrl, recipientLocale } from '../library/library-context';
import { renderNotification } from '../library/notification-mail';
import type { Mailer } from '../mail/mailer';
import type { SmsProvider } from '../sms/sms-provider';
import { audienceOf, MAIL_TEXTS, SMS_TEXTS } from './message-mail';
import type { ResolvedRecipient } from './recipients';

/** The queue whose jobs tell a message's recipients by e-mail and text message (§3 Message.notification). */
export const MESSAGE_NOTIFY_QUEUE = 'message-notify';

export interface MessageNotifyDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsProvider;
  brand: BrandConfig;
  /** Base of the link in the e-mail (config.publicUrl). */
  publicUrl: string;
}

const jobData = z.object({ messageId: z.uuid(), portalId: z.uuid() });

function recipientOf(row: {
  recipientUserId: string | null;
  recipientAccountId: string | null;
  recipientGroupId: string | null;
}): ResolvedRecipient | null {
  if (row.recipientGroupId) return { kind: 'group', id: row.recipientGroupId };
  if (row.recipientAccountId) return { kind: 'account', id: row.recipientAccountId };
  if (row.recipientUserId) return { kind: 'user', id: row.recipientUserId };
  return null;
}

/**
 * Tells the people a message went to, as its notification rules say (none: e-mail): an e-mail and
 * or a text message each, in their own language (else the portal's, else the brand's), never to
 * the sender. Awaited, so a job whose database write fails is retried; delivery failures are the
 * mailer's and the SMS provider's to record. Answers how many of each were handed over.
 */
export async function notifyMessage(
  deps: MessageNotifyDeps,
  messageId: string,
): Promise<{ mails: number; texts: number }> {
  const [message] = await deps.db
    .select({
      portalId: messages.portalId,
      subject: messages.subject,
      createdBy: messages.createdBy,
      createdName: messages.createdName,
      recipientUserId: messages.recipientUserId,
      recipientAccountId: messages.recipientAccountId,
      recipientGroupId: messages.recipientGroupId,
      notification: messages.notification,
      portalName: portals.name,
      portalLanguage: portals.portalLanguage,
    })
    .from(messages)
    .innerJoin(portals, eq(portals.id, messages.portalId))
    .where(eq(messages.id, messageId));
  const recipient = message && recipientOf(message);
  if (!message || !recipient) return { mails: 0, texts: 0 };
  const channels = notifiedChannels(notificationRules(message.notification as MessageNotification | null));
  if (channels.length === 0) return { mails: 0, texts: 0 };
  const people = await deps.db
    .selectDistinct({ id: users.id, email: users.email, phone: users.phone, language: users.userLanguage })
    .from(users)
    .where(
      and(
        audienceOf(deps.db, recipient),
        eq(users.active, true),
        eq(users.disabled, false),
        message.createdBy ? ne(users.id, message.createdBy) : undefined,
      ),
    );
  const values = { sender: message.createdName ?? '', subject: message.subject, portal: message.portalName };
  const screen = 'dashboard-portal-messages';
  const path = hasRoute(deps.brand, screen)
    ? buildPath(deps.brand, screen, { portal: message.portalId })
    : '/';
  let mails = 0;
  let texts = 0;
  for (const person of people) {
    const locale = recipientLocale(deps.brand, person.language, message.portalLanguage);
    if (channels.includes('email')) {
      await deps.mailer.send(
        renderNotification(MAIL_TEXTS, {
          to: person.email,
          locale,
          brandName: deps.brand.displayName,
          values,
          actionUrl: appUrl(deps.publicUrl, path),
        }),
      );
      mails++;
    }
    if (channels.includes('sms') && person.phone) {
      const body = SMS_TEXTS[locale].replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? values[name as keyof typeof values] : match,
      );
      await deps.sms.send({ to: person.phone, body, userId: person.id });
      texts++;
    }
  }
  return { mails, texts };
}

/** The worker: one job per message, queued with the message in its transaction. */
export async function workMessageNotifications(engine: JobEngine, deps: MessageNotifyDeps): Promise<void> {
  await engine.work(MESSAGE_NOTIFY_QUEUE, async (job) => {
    const { messageId } = jobData.parse(job.data);
    await notifyMessage(deps, messageId);
  });
}
