import type { Locale } from '@portal/domain';
import type { MailMessage } from '../mail/mailer';
import { renderLayout } from '../mail/templates/layout';

/** The words of one notification in one language; `{name}` placeholders are filled in. */
export interface NotificationTexts {
  subject: string;
  preHeader: string;
  header: string;
  paragraphs: string[];
  action: string;
}

export interface NotificationInput {
  to: string;
  locale: Locale;
  brandName: string;
  values: Record<string, string>;
  actionUrl: string;
}

/**
 * A notification mail in the recipient's language in the shared layout. Values are text: the
 * layout escapes them, and the subject is cut to one line by the mailer (ASVS 1.3.11).
 */
export function renderNotification(
  texts: Record<Locale, NotificationTexts>,
  input: NotificationInput,
): MailMessage {
  const words = texts[input.locale];
  const values: Record<string, string> = { brand: input.brandName, ...input.values };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const { html, text } = renderLayout({
    brandName: input.brandName,
    locale: input.locale,
    preHeader: fill(words.preHeader),
    header: fill(words.header),
    paragraphs: words.paragraphs.map(fill),
    action: { label: words.action, url: input.actionUrl },
  });
  return { to: input.to, subject: fill(words.subject), html, text, locale: input.locale };
}
