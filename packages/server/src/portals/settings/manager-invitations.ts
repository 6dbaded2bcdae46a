import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Locale, Viewer } from '@portal/domain';
import { LOCALES } from '@portal/domain';
import { normaliseActivationCode } from '../../auth/activation/activation-codes';
import { appLink } from '../../auth/context';
import { hashNewPassword } from '../../auth/password';
import { countAttempt } from '../../auth/rate-limit/attempt-counter';
import { RateLimitedError } from '../../auth/rate-limit/rate-limited-error';
import { createSession, type SessionRow, type UserRow } from '../../auth/sessions/index';
import { findUserByEmail } from '../../auth/users';
import { hashToken } from '../../auth/tokens';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { auditEvents, authTokens, organisations, portals, subscriptions, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { companyPortal } from './company-portal';
import { renderManagerInvitationMail } from './manager-invitation-mail';
import type { SettingsContext } from './settings-context';

/**
 * Invite manager (§2 dialog, §6 "investment-professional sign-up needs an activation code"). The
 * invitation IS an activation code (auth/activation): an auth_tokens row of purpose
 * professional_activation issued by the inviting admin, so an invitee who already has a sign-in can
 * enter it on /profile/me like any code. It is longer than a typed code (30 characters, ~148 bits,
 * ASVS 11.5.1) because it also travels in the mailed link, and parent_id names the portal it was
 * sent from. Who was invited (address, name, language) is the invitation's audit record; the token
 * row holds only the hash. A new user signs up through the link and is a professional at once.
 */

export const MANAGER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const COLLECTION = 'manager-invitations';
/** Invitations per admin: 20 an hour is far more than onboarding needs, and stops mail flooding. */
const INVITE_WINDOW = { limit: 20, windowMs: 60 * 60 * 1000 };
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const invalid = () => new AppError(400, 'invalid_token', 'errors.invalid_token');

export function newInvitationCode(): string {
  return Array.from({ length: 30 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** §9 advisors limit: the largest of the company's portals' plans, else the brand's (as the admin area counts). */
async function advisorsLimit(db: Database, brandLimit: number, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ limit: sql<number | null>`max(${subscriptions.advisorsLimit})` })
    .from(portals)
    .innerJoin(subscriptions, eq(subscriptions.id, portals.subscriptionId))
    .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
  return row?.limit ?? brandLimit;
}

async function activeAdvisors(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.organisationId, organisationId), eq(users.isProfessional, true), eq(users.active, true)),
    );
  return row?.n ?? 0;
}

/** Live invitations of the company (each may become an advisor, so they count toward the limit). */
async function pendingInvitations(db: Database, organisationId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(users.organisationId, organisationId), live(now)));
  return row?.n ?? 0;
}

function live(now: Date) {
  return and(
    eq(authTokens.purpose, 'professional_activation'),
    isNotNull(authTokens.parentId),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** Holds the company row, so limit checks and the writes after them do not interleave. */
async function lockCompany(db: Database, organisationId: string) {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return row;
}

export interface InviteManagerInput {
  email: string;
  name: string;
  language: Locale;
}

export async function inviteManager(
  ctx: SettingsContext,
  viewer: Viewer,
  portalId: string,
  input: InviteManagerInput,
): Promise<void> {
  await companyPortal(ctx.db, viewer, portalId);
  const tries = await countAttempt(ctx.db, `manager-invite:${viewer.userId}`, INVITE_WINDOW, ctx.now);
  if (tries.over) throw new RateLimitedError(tries.retryAfterSeconds);
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing && (existing.isProfessional || existing.isAdmin))
    throw new AppError(409, 'already_professional', 'errors.manager_already_professional');

  const code = newInvitationCode();
  const sent = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const portal = await companyPortal(db, viewer, portalId, { lock: true });
    const company = await lockCompany(db, viewer.organisationId!);
    const limit = await advisorsLimit(db, ctx.brand.limits.advisors, viewer.organisationId!);
    const taken =
      (await activeAdvisors(db, viewer.organisationId!)) +
      (await pendingInvitations(db, viewer.organisationId!, ctx.now));
    if (taken >= limit) throw new AppError(409, 'advisors_limit', 'errors.advisors_limit', { limit });
    const [token] = await db
      .insert(authTokens)
      .values({
        tokenHash: hashToken(code),
        userId: viewer.userId,
        purpose: 'professional_activation',
        parentId: portalId,
        createdAt: ctx.now,
        createdBy: viewer.userId,
        expiresAt: new Date(ctx.now.getTime() + MANAGER_INVITATION_TTL_MS),
      })
      .returning({ id: authTokens.id });
    await db.insert(auditEvents).values({
      portalId,
      action: 'invite',
      collection: COLLECTION,
      entityId: token!.id,
      createdBy: viewer.userId,
      changes: { email: [null, email], name: [null, input.name], language: [null, input.language] },
    });
    await logActivity(db, {
      portalId,
      userId: viewer.userId,
      type: 'save',
      collection: COLLECTION,
      entityId: token!.id,
      info: { action: 'invite' },
    });
    return { portalName: portal.name, company: company?.name ?? portal.name };
  });
  ctx.log.info({ event: 'invite-manager', portalId, by: viewer.userId }, 'manager invited');
  ctx.mailer
    .send(
      renderManagerInvitationMail({
        to: email,
        name: input.name,
        locale: input.language,
        brandName: ctx.brand.displayName,
        company: sent.company,
        portal: sent.portalName,
        code,
        actionUrl: appLink(ctx.publicUrl, '/signup', { activation: code }),
      }),
    )
    .catch((error: unknown) => ctx.log.error({ err: error }, 'manager invitation mail not recorded'));
}

export interface ManagerInvitation {
  tokenId: string;
  issuer: string;
  portalId: string;
  email: string;
  name: string;
  language: Locale;
  organisationId: string;
  company: string;
}

/** The live invitation a link names, without using it (to fill the sign-up form). */
export async function peekManagerInvitation(
  db: Database,
  input: string,
  now: Date,
): Promise<ManagerInvitation | null> {
  const code = normaliseActivationCode(input);
  if (code.length !== 30) return null;
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      issuer: authTokens.userId,
      portalId: authTokens.parentId,
      changes: auditEvents.changes,
      organisationId: users.organisationId,
      company: organisations.name,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .innerJoin(
      auditEvents,
      and(
        eq(auditEvents.collection, COLLECTION),
        eq(auditEvents.action, 'invite'),
        eq(auditEvents.entityId, sql`${authTokens.id}::text`),
      ),
    )
    .where(and(eq(authTokens.tokenHash, hashToken(code)), live(now), eq(users.isAdmin, true)))
    .limit(1);
  if (!row?.portalId || !row.organisationId) return null;
  const after = (field: string) => (row.changes?.[field]?.[1] as string | undefined) ?? '';
  const language = after('language');
  return {
    tokenId: row.tokenId,
    issuer: row.issuer,
    portalId: row.portalId,
    email: after('email'),
    name: after('name'),
    language: (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en',
    organisationId: row.organisationId,
    company: row.company,
  };
}

export interface AcceptManagerInvitationInput {
  token: string;
  password: string;
  name?: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Sign-up through the invite-manager link: the invited address (the mail proves it, so the user
 * starts verified), a professional of the inviting company, signed in. An address that already
 * has a user is refused before the code is spent: that person signs in and enters the code on
 * their profile instead, so nobody takes over an identity through an invitation. The advisors
 * limit is checked again under the company lock, the code spent in the same transaction.
 */
export async function acceptManagerInvitation(
  ctx: SettingsContext,
  input: AcceptManagerInvitationInput,
): Promise<{ token: string; session: SessionRow; user: UserRow }> {
  const invitation = await peekManagerInvitation(ctx.db, input.token, ctx.now);
  if (!invitation) throw invalid();
  if (await findUserByEmail(ctx.db, invitation.email))
    throw new AppError(409, 'invitation_user_exists', 'errors.invitation_user_exists');
  const passwordHash = await hashNewPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockCompany(db, invitation.organisationId);
    const limit = await advisorsLimit(db, ctx.brand.limits.advisors, invitation.organisationId);
    if ((await activeAdvisors(db, invitation.organisationId)) >= limit)
      throw new AppError(409, 'advisors_limit', 'errors.advisors_limit', { limit });
    const [spent] = await db
      .update(authTokens)
      .set({ usedAt: ctx.now })
      .where(and(eq(authTokens.id, invitation.tokenId), live(ctx.now)))
      .returning({ id: authTokens.id });
    if (!spent) throw invalid();
    const [created] = await db
      .insert(users)
      .values({
        email: invitation.email,
        name: input.name?.trim() || invitation.name,
        passwordHash,
        authType: 'password',
        emailVerifiedAt: ctx.now,
        lastLogin: ctx.now,
        userLanguage: invitation.language,
        organisationId: invitation.organisationId,
        isProfessional: true,
        createdAt: ctx.now,
        createdBy: invitation.issuer,
      })
      .returning();
    await db.insert(auditEvents).values({
      portalId: invitation.portalId,
      action: 'accept',
      collection: COLLECTION,
      entityId: invitation.tokenId,
      createdBy: created!.id,
      changes: { userId: [null, created!.id] },
    });
    return created!;
  });
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
    mfaValidated: !user.mfaEnabled || user.is2faDisabled,
    inactivityMs: ctx.brand.inactivityLogoutMs,
    now: ctx.now,
  });
  ctx.log.info({ event: 'manager-invitation-accepted', userId: user.id }, 'manager invitation accepted');
  return { token, session, user };
}
