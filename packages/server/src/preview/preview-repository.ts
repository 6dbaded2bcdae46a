import { and, eq, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import { accountScope, roleOfUser, type PreviewTargetFacts, type Viewer } from '@portal/domain';
import { accountScopeCondition } from '../accounts/scope-sql';
import type { Database } from '../db/client';
import { accountOwners, accounts, authTokens, portals, totpFactors, users } from '../db/schema/index';

/**
 * Preview rows live in `auth_tokens` (purpose `preview`), the table of hashed, expiring, spendable
 * tokens: token_hash is the SHA-256 of the cookie's token, user_id the professional who holds it,
 * parent_id the account shown, expires_at its end and used_at the moment it was ended. No new table
 * or column is needed.
 */
export const PREVIEW_PURPOSE = 'preview';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export interface PreviewTarget {
  facts: PreviewTargetFacts;
  clientName: string | null;
}

/** What the domain's canStartPreview needs about one account of a portal; null when unknown. */
export async function loadPreviewTarget(
  db: Database,
  portalId: string,
  accountId: string,
): Promise<PreviewTarget | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [row] = await db
    .select({
      clientUserId: accounts.clientUserId,
      organisationId: portals.organisationId,
      client: users,
    })
    .from(accounts)
    .innerJoin(portals, and(eq(portals.id, accounts.portalId), eq(portals.active, true)))
    .leftJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.id, accountId), eq(accounts.portalId, portalId), eq(accounts.active, true)))
    .limit(1);
  if (!row) return null;
  const owners = await db
    .select({ userId: accountOwners.userId })
    .from(accountOwners)
    .where(and(eq(accountOwners.accountId, accountId), eq(accountOwners.active, true)));
  const client = row.client;
  return {
    facts: {
      organisationId: row.organisationId,
      clientUserId: row.clientUserId,
      ownerUserIds: owners.map((owner) => owner.userId),
      client: client ? { role: roleOfUser(client), active: client.active && !client.disabled } : null,
    },
    clientName: client?.name ?? null,
  };
}

/** A live preview found from its token: the client shown and the preview's own row. */
export interface LivePreview {
  id: string;
  portalId: string;
  accountId: string;
  startedAt: Date;
  expiresAt: Date;
  client: typeof users.$inferSelect;
  clientHasStrongFactor: boolean;
}

/**
 * The preview a token names, if it is still good for this professional's request: not ended, not
 * expired, held by `holder`, started during the session the request came with (so a preview
 * outlives neither a sign-out nor a new sign-in), and the professional may still read the account
 * (ownership taken away ends it) whose client is still an active investor.
 */
export async function findLivePreview(
  db: Database,
  tokenHash: string,
  holder: { viewer: Viewer; sessionCreatedAt: Date; now: Date },
): Promise<LivePreview | null> {
  const [row] = await db
    .select({
      id: authTokens.id,
      startedAt: authTokens.createdAt,
      expiresAt: authTokens.expiresAt,
      portalId: accounts.portalId,
      accountId: accounts.id,
      client: users,
      totpId: totpFactors.id,
    })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.parentId))
    .innerJoin(users, eq(users.id, accounts.clientUserId))
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, PREVIEW_PURPOSE),
        eq(authTokens.userId, holder.viewer.userId),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, holder.now),
        gte(authTokens.createdAt, holder.sessionCreatedAt),
        accountScopeCondition(db, accountScope(holder.viewer)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { client } = row;
  if (!client.active || client.disabled || roleOfUser(client) !== 'investor') return null;
  return {
    id: row.id,
    portalId: row.portalId,
    accountId: row.accountId,
    startedAt: row.startedAt,
    expiresAt: row.expiresAt,
    client,
    clientHasStrongFactor: row.totpId !== null || client.authType === 'eid',
  };
}

/** Ends the professional's unended previews (one at a time); returns the rows ended. */
export async function endPreviews(
  db: Database,
  input: { userId: string; now: Date; tokenHash?: string },
): Promise<{ id: string; accountId: string | null; startedAt: Date }[]> {
  const conditions = [
    eq(authTokens.userId, input.userId),
    eq(authTokens.purpose, PREVIEW_PURPOSE),
    isNull(authTokens.usedAt),
  ];
  if (input.tokenHash) conditions.push(eq(authTokens.tokenHash, input.tokenHash));
  return db
    .update(authTokens)
    .set({ usedAt: input.now, updatedAt: input.now, updatedBy: input.userId })
    .where(and(...conditions))
    .returning({ id: authTokens.id, accountId: authTokens.parentId, startedAt: authTokens.createdAt });
}

/** Stores a new preview row; the caller holds the token. */
export async function insertPreview(
  db: Database,
  input: {
    tokenHash: string;
    holder: { userId: string; name: string };
    accountId: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: input.tokenHash,
      userId: input.holder.userId,
      purpose: PREVIEW_PURPOSE,
      parentId: input.accountId,
      createdAt: input.now,
      createdBy: input.holder.userId,
      createdName: input.holder.name,
      expiresAt: input.expiresAt,
    })
    .returning({ id: authTokens.id });
  return row!.id;
}

/** The portal of an account (for the log line of a preview's end). */
export async function portalOfAccount(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.portalId ?? null;
}
