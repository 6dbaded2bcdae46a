import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { MailMessage } from './mailer';

/** stored: no mail server configured; sent / failed: the SMTP server's answer. */
export type OutboxStatus = 'stored' | 'sent' | 'failed';

/** Every mail leaves a row, whether or not it was delivered: the record of what the portal sent. */
export async function recordMail(
  db: Database,
  message: MailMessage,
  outcome: { status: OutboxStatus; error?: string },
): Promise<void> {
  const now = new Date();
  await db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    locale: message.locale,
    status: outcome.status,
    attempts: outcome.status === 'stored' ? 0 : 1,
    sentAt: outcome.status === 'sent' ? now : null,
    error: outcome.error ?? null,
    createdAt: now,
  });
}

/** The newest mails, for the development outbox page. */
export async function latestMail(db: Database, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      locale: emailOutbox.locale,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
