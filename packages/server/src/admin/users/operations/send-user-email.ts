import type { AdminSendEmailInput, Viewer } from '@portal/domain';
import { adminSendEmailSchema } from '@portal/domain';
import type { AuthContext } from '../../../auth/context';
import { mailLocale } from '../../../auth/context';
import { countAttempt } from '../../../auth/rate-limit/attempt-counter';
import { RateLimitedError } from '../../../auth/rate-limit/rate-limited-error';
import type { Database } from '../../../db/client';
import { oneLine } from '../../../mail/mailer';
import { renderLayout } from '../../../mail/templates/layout';
import { companyUser } from '../company-user';
import { recordUserAction } from '../record-user-action';

/** Mails one admin may send to users per hour (a stolen admin session is not a spam relay). */
const ADMIN_MAIL_WINDOW = { limit: 30, windowMs: 60 * 60 * 1000 };

/**
 * §7 sendEmail: a company admin mails one of the company's users through the portal's mailer. The
 * address is the user's own; the body is plain text, escaped by the layout, split into paragraphs
 * at blank lines. The audit event keeps the subject and the body's length, not the body.
 */
export async function sendUserEmail(
  ctx: AuthContext,
  viewer: Viewer,
  userId: string,
  input: AdminSendEmailInput,
  ip: string | null,
): Promise<void> {
  const { subject, body } = adminSendEmailSchema.parse(input);
  const user = await companyUser(ctx.db, viewer, userId);
  const tries = await countAttempt(ctx.db, `admin-mail:${viewer.userId}`, ADMIN_MAIL_WINDOW, ctx.now);
  if (tries.over) throw new RateLimitedError(tries.retryAfterSeconds);

  const locale = mailLocale(ctx.brand, user.userLanguage, undefined);
  const line = oneLine(subject);
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const { html, text } = renderLayout({
    brandName: ctx.brand.displayName,
    locale,
    preHeader: line,
    header: line,
    paragraphs,
  });
  await ctx.db.transaction(async (tx) =>
    recordUserAction(tx as unknown as Database, viewer, {
      userId: user.id,
      action: 'send-email',
      changes: { subject: [null, line], bodyLength: [null, body.length] },
      ip,
    }),
  );
  await ctx.mailer.send({ to: user.email, subject: line, html, text, locale });
  ctx.log.info({ event: 'admin-send-email', userId: user.id, by: viewer.userId }, 'mail sent to a user');
}
