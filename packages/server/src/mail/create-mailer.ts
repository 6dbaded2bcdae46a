import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { oneLine, type Mailer, type MailMessage } from './mailer';
import { recordMail } from './outbox';

export interface MailerSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** SMTP when SMTP_URL is set, otherwise the outbox table only (development, tests without mail). */
export function createMailer(db: Database, settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  return settings.smtpUrl ? smtpMailer(db, settings.smtpUrl, settings.mailFrom, log) : outboxMailer(db);
}

function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await recordMail(db, clean(message), { status: 'stored' });
    },
  };
}

function smtpMailer(db: Database, url: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(raw) {
      const message = clean(raw);
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.attachments ? { attachments: message.attachments } : {}),
        });
        await recordMail(db, message, { status: 'sent' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The address is personal data: the outbox row has it; the log gets the reason only.
        log.error({ reason }, 'mail delivery failed');
        await recordMail(db, message, { status: 'failed', error: reason.slice(0, 500) });
      }
    },
  };
}

function clean(message: MailMessage): MailMessage {
  return { ...message, to: oneLine(message.to), subject: oneLine(message.subject) };
}
