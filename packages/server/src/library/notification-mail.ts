import { and, eq, ne, type SQL } from 'drizzle-orm';
import { buildPath, hasRoute, type Locale, type Viewer } from '@portal/domain';
import { portals, users } from '../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { renderLayout } from '../mail/templates/layout';
import { appUrl, recipientLocale, sendAfterCommit, type LibraryContext } from './library-context';

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

/**
 * Mails every active user in `audience` but the viewer, each in their language (their own, else
 * the portal's, else the brand's), with a button to a screen of the portal; after the commit, in
 * the background. `{portal}` and `{brand}` are filled in besides `values`.
 */
export async function notifyUsers(
  ctx: LibraryContext,
  viewer: Viewer,
  input: {
    audience: SQL | undefined;
    portalId: string;
    screen: 'dashboard-portal-library' | 'dashboard-portal-messages';
    texts: Record<Locale, NotificationTexts>;
    values: Record<string, string>;
  },
): Promise<void> {
  const [recipients, [portal]] = await Promise.all([
    ctx.db
      .selectDistinct({ email: users.email, userLanguage: users.userLanguage })
      .from(users)
      .where(
        and(input.audience, eq(users.active, true), eq(users.disabled, false), ne(users.id, viewer.userId)),
      ),
    ctx.db
      .select({ name: portals.name, language: portals.portalLanguage })
      .from(portals)
      .where(eq(portals.id, input.portalId)),
  ]);
  if (!portal) return;
  const path = hasRoute(ctx.brand, input.screen)
    ? buildPath(ctx.brand, input.screen, { portal: input.portalId })
    : '/';
  sendAfterCommit(
    ctx,
    recipients.map((recipient) =>
      renderNotification(input.texts, {
        to: recipient.email,
        locale: recipientLocale(ctx.brand, recipient.userLanguage, portal.language),
        brandName: ctx.brand.displayName,
        values: { portal: portal.name, ...input.values },
        actionUrl: appUrl(ctx.publicUrl, path),
      }),
    ),
  );
}
