import type { FastifyBaseLogger } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Database } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';

/** What the forms routes work with; built once at registration. */
export interface FormsDeps {
  db: Database;
  mailer: Mailer;
  brand: BrandConfig;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
}

/** Mail goes out after the submission is committed, without holding up the answer; failures are logged. */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, messages: MailMessage[]): void {
  for (const message of messages)
    mailer.send(message).catch((error: unknown) => log.error({ err: error }, 'mail could not be sent'));
}
