import { and, eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, portals, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { findPortal } from '../portals/portal-repository';

/** The viewer's own client accounts in a portal (§4: the terms prompt is for the account's client). */
export async function clientAccountsIn(db: Database, viewer: Viewer, portalId: string) {
  if (!(await findPortal(db, viewer, portalId))) throw new AppError(404, 'not_found', 'errors.not_found');
  return db
    .select({
      id: accounts.id,
      externalId: accounts.externalId,
      validated: accounts.validated,
      termsAccepted: accounts.termsAccepted,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.portalId, portalId),
        eq(accounts.clientUserId, viewer.userId),
        eq(accounts.active, true),
      ),
    );
}

/** The portal's terms in the viewer's language, else English, else nothing. */
export async function portalTerms(db: Database, portalId: string, locale: string): Promise<string> {
  const [row] = await db.select({ tnc: portals.tnc }).from(portals).where(eq(portals.id, portalId)).limit(1);
  return row?.tnc?.[locale] ?? row?.tnc?.en ?? '';
}

/** §4: Accept is recorded with its time on every account of the viewer in that portal. */
export async function acceptTerms(db: Database, viewer: Viewer, portalId: string, now: Date) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
  const updated = await db
    .update(accounts)
    .set({
      termsAccepted: true,
      termsAcceptedAt: now,
      updatedAt: now,
      updatedBy: viewer.userId,
      updatedName: user?.name ?? null,
    })
    .where(
      and(
        eq(accounts.portalId, portalId),
        eq(accounts.clientUserId, viewer.userId),
        eq(accounts.active, true),
        eq(accounts.termsAccepted, false),
      ),
    )
    .returning({ id: accounts.id });
  return updated.length;
}
