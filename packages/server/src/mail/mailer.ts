import type { Locale } from '@portal/domain';

/** One e-mail as the templates render it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: Locale;
  /** Files sent with the mail (e.g. a form submission's CSV); the outbox keeps the mail without them. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * Sends e-mail. Implementations never throw for a delivery failure: they record it (email_outbox
 * status 'failed') and log it, so a flaky mail server cannot turn sign-up into an error or reveal
 * which addresses exist.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Header injection guard (ASVS 1.3.11): a subject is one line. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
