import { eq } from 'drizzle-orm';
import type { AdminVerifyEmailInput, Viewer } from '@portal/domain';
import { adminVerifyEmailSchema } from '@portal/domain';
import type { AuthContext } from '../../../auth/context';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { companyUser } from '../company-user';
import { recordUserAction } from '../record-user-action';

/**
 * §7 verifyEmail {uid, verified}: a company admin marks a user's address as confirmed (the user can
 * sign in with their password without the verification mail) or as not confirmed (password sign-in
 * answers 'email_not_verified' until the user verifies again; sessions already open stay open).
 * Marking an already verified address verified keeps its original moment.
 */
export async function setEmailVerified(
  ctx: AuthContext,
  viewer: Viewer,
  userId: string,
  input: AdminVerifyEmailInput,
  ip: string | null,
): Promise<{ verified: boolean; verifiedAt: string | null }> {
  const { verified } = adminVerifyEmailSchema.parse(input);
  const user = await companyUser(ctx.db, viewer, userId);
  const before = user.emailVerifiedAt;
  const after = verified ? (before ?? ctx.now) : null;
  if ((before === null) !== (after === null)) {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db
        .update(users)
        .set({ emailVerifiedAt: after, updatedAt: ctx.now, updatedBy: viewer.userId })
        .where(eq(users.id, user.id));
      await recordUserAction(db, viewer, {
        userId: user.id,
        action: 'verify-email',
        changes: { emailVerifiedAt: [before?.toISOString() ?? null, after?.toISOString() ?? null] },
        ip,
      });
    });
    ctx.log.info(
      { event: 'admin-verify-email', userId: user.id, by: viewer.userId, verified },
      'email verification changed',
    );
  }
  return { verified, verifiedAt: after?.toISOString() ?? null };
}
