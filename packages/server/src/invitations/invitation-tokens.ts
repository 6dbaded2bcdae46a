import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountInvitations } from '../db/schema/index';
import { hashToken, randomToken } from '../auth/tokens';

/** Invitation links live 7 days (ASVS 6.4.1: initial secrets expire and are single-use). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A fresh invitation token for an account. Earlier unused ones are spent: only the newest mail
 * works, so re-inviting after a typo in the address cancels the first link.
 */
export async function issueInvitation(
  db: Database,
  input: { accountId: string; email: string; invitedBy: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await db
    .update(accountInvitations)
    .set({ usedAt: input.now })
    .where(and(eq(accountInvitations.accountId, input.accountId), isNull(accountInvitations.usedAt)));
  await db.insert(accountInvitations).values({
    accountId: input.accountId,
    email: input.email,
    tokenHash: hashToken(token),
    createdAt: input.now,
    createdBy: input.invitedBy,
    expiresAt: new Date(input.now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

/** The live invitation a token names, without using it (to fill the sign-up form). */
export async function peekInvitation(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      id: accountInvitations.id,
      accountId: accountInvitations.accountId,
      email: accountInvitations.email,
    })
    .from(accountInvitations)
    .where(live(token, now))
    .limit(1);
  return row ?? null;
}

/** Uses the invitation: one conditional update, so two racing acceptances cannot both win. */
export async function consumeInvitation(db: Database, token: string, now: Date) {
  const [row] = await db
    .update(accountInvitations)
    .set({ usedAt: now })
    .where(live(token, now))
    .returning({ accountId: accountInvitations.accountId, email: accountInvitations.email });
  return row ?? null;
}

function live(token: string, now: Date) {
  return and(
    eq(accountInvitations.tokenHash, hashToken(token)),
    isNull(accountInvitations.usedAt),
    gt(accountInvitations.expiresAt, now),
    eq(accountInvitations.active, true),
  );
}
