import type { Locale } from '@portal/domain';
import type { MailMessage } from '../mailer';
import { renderLayout } from './layout';
import { mailTexts, type MailKind } from './texts';

export interface RenderMailInput {
  kind: MailKind;
  to: string;
  locale: Locale;
  brandName: string;
  /** The button's target (verification or reset link, or the sign-in page). */
  actionUrl?: string;
}

/** A ready-to-send mail of one kind, in the recipient's language, in the shared layout. */
export function renderMail(input: RenderMailInput): MailMessage {
  const texts = mailTexts[input.kind][input.locale];
  const fill = (value: string) => value.replaceAll('{brand}', input.brandName);
  const { html, text } = renderLayout({
    brandName: input.brandName,
    locale: input.locale,
    preHeader: fill(texts.preHeader),
    header: fill(texts.header),
    paragraphs: texts.paragraphs.map(fill),
    ...(input.actionUrl && texts.action ? { action: { label: texts.action, url: input.actionUrl } } : {}),
  });
  return { to: input.to, subject: fill(texts.subject), html, text, locale: input.locale };
}
