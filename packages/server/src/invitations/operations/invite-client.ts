import { and, eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import { appLink, mailLocale, sendInBackground, type AuthContext } from '../../auth/context';
import { findAccount } from '../../accounts/account-repository';
import { accounts, portals, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { renderInvitationMail } from '../invitation-mail';
import { issueInvitation } from '../invitation-tokens';

const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/**
 * §4 client invitation / §7 inviteClient: a professional who can see the account mails its
 * address a single-use sign-up link. Only while the client has never signed in: once they have,
 * an invitation would be a second way into an existing identity.
 */
export async function inviteClient(
  ctx: AuthContext,
  viewer: Viewer,
  input: { portalId: string; accountId: string; message?: string | undefined },
): Promise<void> {
  // The viewer's own scope decides visibility: another advisor's client is a 404, not a 403.
  const visible = await findAccount(ctx.db, viewer, input.portalId, input.accountId);
  if (!visible) throw notFound();
  const [row] = await ctx.db
    .select({
      email: accounts.email,
      portalName: portals.name,
      portalLanguage: portals.portalLanguage,
      clientLastLogin: users.lastLogin,
      clientLanguage: users.userLanguage,
    })
    .from(accounts)
    .innerJoin(portals, eq(portals.id, accounts.portalId))
    .leftJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.id, input.accountId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.clientLastLogin)
    throw new AppError(409, 'client_already_signed_in', 'errors.client_already_signed_in');
  if (!row.email) throw new AppError(409, 'account_without_email', 'errors.account_without_email');

  const token = await issueInvitation(ctx.db, {
    accountId: input.accountId,
    email: row.email,
    invitedBy: viewer.userId,
    now: ctx.now,
  });
  await ctx.db
    .update(accounts)
    .set({ lastInviteSent: ctx.now, updatedAt: ctx.now, updatedBy: viewer.userId })
    .where(eq(accounts.id, input.accountId));
  ctx.log.info({ event: 'invite-client', accountId: input.accountId, by: viewer.userId }, 'client invited');
  sendInBackground(
    ctx,
    renderInvitationMail({
      to: row.email,
      // The client's own language if they have a user, else the portal's, else the brand's.
      locale: mailLocale(ctx.brand, row.clientLanguage ?? row.portalLanguage, undefined),
      brandName: ctx.brand.displayName,
      portalName: row.portalName,
      note: input.message,
      actionUrl: appLink(ctx.publicUrl, '/signup', { invite: token }),
    }),
  );
}
