import type { Locale } from '@portal/domain';
import { renderMail } from '../../mail/templates/render-mail';
import { issueAuthToken, type LinkPurpose } from '../auth-tokens';
import { appLink, mailLocale, sendInBackground, type AuthContext } from '../context';
import { countAttempt } from '../rate-limit/attempt-counter';
import { mailKey, MAIL_PER_ADDRESS } from '../rate-limit/limits';
import type { UserRow } from '../sessions/index';

const LINKS = {
  verify_email: { kind: 'verifyEmail', path: '/verify-email' },
  password_reset: { kind: 'passwordReset', path: '/password-reset' },
} as const;

/**
 * Mails a user a fresh single-use link, unless this address already had its hourly share of
 * them (then silently nothing: the caller answers the same either way).
 */
export async function sendLink(
  ctx: AuthContext,
  user: UserRow,
  input: { purpose: LinkPurpose; ttlMs: number; acceptLanguage: Locale | undefined },
): Promise<void> {
  const counted = await countAttempt(ctx.db, mailKey(input.purpose, user.email), MAIL_PER_ADDRESS, ctx.now);
  if (counted.over) {
    ctx.log.warn({ event: input.purpose, userId: user.id }, 'mail limit reached; link not sent');
    return;
  }
  const token = await issueAuthToken(ctx.db, {
    userId: user.id,
    purpose: input.purpose,
    ttlMs: input.ttlMs,
    now: ctx.now,
  });
  const link = LINKS[input.purpose];
  sendInBackground(
    ctx,
    renderMail({
      kind: link.kind,
      to: user.email,
      locale: mailLocale(ctx.brand, user.userLanguage, input.acceptLanguage),
      brandName: ctx.brand.displayName,
      actionUrl: appLink(ctx.publicUrl, link.path, { token }),
    }),
  );
}
