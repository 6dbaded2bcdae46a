import { eq } from 'drizzle-orm';
import type { Locale } from '@portal/domain';
import type { AuthContext } from '../../auth/context';
import { hashNewPassword } from '../../auth/password';
import { createSession, type SessionRow, type UserRow } from '../../auth/sessions/index';
import { findUserByEmail } from '../../auth/users';
import { accounts, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { consumeInvitation, peekInvitation } from '../invitation-tokens';

export interface AcceptInvitationInput {
  token: string;
  password: string;
  name?: string | undefined;
  locale: Locale;
  ip: string;
  userAgent: string | undefined;
}

const invalid = () => new AppError(400, 'invalid_token', 'errors.invalid_token');

/**
 * Sign-up through an invitation: the address is the invited one (the mail proves it, so the user
 * starts verified), the account gets its client, and the new user is signed in. An address that
 * already has a usable sign-in is refused before the link is spent, so the owner can still sign in
 * and nobody can take over an identity through someone else's invitation.
 */
export async function acceptInvitation(
  ctx: AuthContext,
  input: AcceptInvitationInput,
): Promise<{ token: string; session: SessionRow; user: UserRow }> {
  const invitation = await peekInvitation(ctx.db, input.token, ctx.now);
  if (!invitation) throw invalid();
  const passwordHash = await hashNewPassword(input.password);
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing && !(await claimable(ctx, existing, invitation.accountId)))
    throw new AppError(409, 'invitation_user_exists', 'errors.invitation_user_exists');
  if (!(await consumeInvitation(ctx.db, input.token, ctx.now))) throw invalid();

  const values = {
    passwordHash,
    authType: 'password',
    emailVerifiedAt: ctx.now,
    lastLogin: ctx.now,
    userLanguage: existing?.userLanguage ?? input.locale,
  };
  const [user] = existing
    ? await ctx.db
        .update(users)
        .set({ ...values, updatedAt: ctx.now })
        .where(eq(users.id, existing.id))
        .returning()
    : await ctx.db
        .insert(users)
        .values({
          ...values,
          email: invitation.email,
          name: input.name?.trim() || invitation.email.slice(0, invitation.email.indexOf('@')),
          createdAt: ctx.now,
        })
        .returning();
  await ctx.db
    .update(accounts)
    .set({ clientUserId: user!.id, lastLogin: ctx.now, updatedAt: ctx.now, updatedBy: user!.id })
    .where(eq(accounts.id, invitation.accountId));

  const { token, session } = await createSession(ctx.db, {
    userId: user!.id,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
    mfaValidated: !user!.mfaEnabled || user!.is2faDisabled,
    inactivityMs: ctx.brand.inactivityLogoutMs,
    now: ctx.now,
  });
  ctx.log.info(
    { event: 'invitation-accepted', userId: user!.id, accountId: invitation.accountId },
    'invitation accepted',
  );
  return { token, session, user: user! };
}

/**
 * Whether an existing user with the invited address may take this invitation: never one who has
 * signed in or signs in with e-ID; one with a password only when they are this account's own client
 * who never signed in (set up by their adviser). Then the mailed link proves the address, exactly as
 * a password-reset link would, and the user chooses their password here.
 */
async function claimable(ctx: AuthContext, user: UserRow, accountId: string): Promise<boolean> {
  if (user.lastLogin || user.externalSubject) return false;
  if (!user.passwordHash) return true;
  const [account] = await ctx.db
    .select({ clientUserId: accounts.clientUserId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.clientUserId === user.id;
}
