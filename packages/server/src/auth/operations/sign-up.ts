import type { Locale } from '@portal/domain';
import { users } from '../../db/schema/index';
import { renderMail } from '../../mail/templates/render-mail';
import { VERIFY_EMAIL_TTL_MS, issueAuthToken } from '../auth-tokens';
import { appLink, mailLocale, normaliseEmail, sendInBackground, type AuthContext } from '../context';
import { organisationForEmail } from '../organisation-match';
import { hashNewPassword } from '../password';
import { findUserByEmail } from '../users';

export interface SignUpInput {
  email: string;
  password: string;
  name?: string | undefined;
  /** The language the user signed up in: their userLanguage from now on. */
  locale: Locale;
}

/**
 * Creates an unverified password user and mails a verification link. A taken address gets the
 * same answer and a "someone tried to sign up" note instead, so sign-up cannot list accounts
 * (ASVS 6.3.8); the password is hashed either way so the timing matches too.
 */
export async function signUp(ctx: AuthContext, input: SignUpInput): Promise<void> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashNewPassword(input.password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return noteAttempt(ctx, email, existing.userLanguage, input.locale);

  const organisationId = await organisationForEmail(ctx.db, email);
  const [created] = await ctx.db
    .insert(users)
    .values({
      email,
      name: input.name?.trim() || email.slice(0, email.lastIndexOf('@')),
      passwordHash,
      authType: 'password',
      userLanguage: input.locale,
      isProfessional: organisationId !== null,
      organisationId,
      createdAt: ctx.now,
    })
    // Two sign-ups racing for one address: the loser is treated like a taken address.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) return noteAttempt(ctx, email, null, input.locale);

  const token = await issueAuthToken(ctx.db, {
    userId: created.id,
    purpose: 'verify_email',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    now: ctx.now,
  });
  ctx.log.info(
    { event: 'sign-up', userId: created.id, professional: organisationId !== null },
    'user signed up',
  );
  sendInBackground(
    ctx,
    renderMail({
      kind: 'verifyEmail',
      to: email,
      locale: input.locale,
      brandName: ctx.brand.displayName,
      actionUrl: appLink(ctx.publicUrl, '/verify-email', { token }),
    }),
  );
}

function noteAttempt(ctx: AuthContext, email: string, userLanguage: string | null, locale: Locale) {
  sendInBackground(
    ctx,
    renderMail({
      kind: 'signUpAttempt',
      to: email,
      locale: mailLocale(ctx.brand, userLanguage, locale),
      brandName: ctx.brand.displayName,
      actionUrl: appLink(ctx.publicUrl, '/login', {}),
    }),
  );
}
