import { eq } from 'drizzle-orm';
import type { RiskComparison, Viewer } from '@portal/domain';
import { logActivity } from '../activity/log-activity';
import type { Database } from '../db/client';
import { riskComparisons, users } from '../db/schema/index';
import { companyPortal } from '../portals/settings/company-portal';

/** A portal without risk comparison data shows none (no levels, no classes). */
export const NO_RISK_COMPARISON: RiskComparison = { riskLevels: [], assetClasses: [] };

/** The portal's risk comparison data (§7). The caller checked the viewer may open the portal. */
export async function readRiskComparison(db: Database, portalId: string): Promise<RiskComparison> {
  const [row] = await db
    .select({ data: riskComparisons.data })
    .from(riskComparisons)
    .where(eq(riskComparisons.portalId, portalId))
    .limit(1);
  return row?.data ?? NO_RISK_COMPARISON;
}

/**
 * Replaces a portal's risk comparison data: its company's admins only (as portal settings; another
 * company's portal is 404), checked before the body is, and logged as a save.
 */
export async function saveRiskComparison(
  db: Database,
  viewer: Viewer,
  portalId: string,
  data: RiskComparison,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await companyPortal(t, viewer, portalId, { lock: true });
    const [actor] = await t.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId));
    const stamp = { updatedAt: now, updatedBy: viewer.userId, updatedName: actor?.name ?? null };
    await t
      .insert(riskComparisons)
      .values({ portalId, data, createdBy: viewer.userId, createdName: actor?.name ?? null })
      .onConflictDoUpdate({ target: riskComparisons.portalId, set: { data, ...stamp } });
    await logActivity(t, {
      portalId,
      userId: viewer.userId,
      type: 'save',
      collection: 'riskComparison',
      entityId: portalId,
    });
  });
}
