import { and, asc, count, eq } from 'drizzle-orm';
import { portalScope, type MaybeViewer, type PortalScope } from '@portal/domain';
import { portalScopeCondition } from '../accounts/scope-sql';
import type { Database } from '../db/client';
import { portals } from '../db/schema/index';
import { AppError } from '../http/errors';
import { isUuid, type Page } from '../http/paging';

/** A portal as a viewer may see it: what the portal picker and the dashboard header need. */
export interface PortalSummary {
  id: string;
  name: string;
  theme: string | null;
  language: string | null;
  /** The logo's address (first stored file), or null. */
  photo: string | null;
}

const summaryColumns = {
  id: portals.id,
  name: portals.name,
  theme: portals.theme,
  language: portals.portalLanguage,
  photo: portals.photo,
};

type SummaryRow = { photo: { url: string }[] | null } & Omit<PortalSummary, 'photo'>;

function toSummary(row: SummaryRow): PortalSummary {
  return { ...row, photo: row.photo?.[0]?.url ?? null };
}

/**
 * The viewer's portal scope, or the §8 refusal for an advisor without a company (403, the
 * message asks them to contact a company admin).
 */
export function scopeOrRefuse(viewer: MaybeViewer): PortalScope {
  const scope = portalScope(viewer);
  if (scope.kind === 'no-organisation') throw new AppError(403, 'no_organisation', scope.messageKey);
  return scope;
}

/** Portals the viewer may open, by name, one page at a time. */
export async function listPortals(
  db: Database,
  viewer: MaybeViewer,
  page: Page,
): Promise<{ items: PortalSummary[]; total: number }> {
  const where = portalScopeCondition(db, scopeOrRefuse(viewer));
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(portals)
      .where(where)
      .orderBy(asc(portals.name), asc(portals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(portals).where(where),
  ]);
  return { items: rows.map(toSummary), total: totals?.total ?? 0 };
}

/**
 * One portal when the viewer may open it, else null: unknown, malformed and out-of-scope ids are
 * the same answer, so a caller cannot learn that another company's portal exists.
 */
export async function findPortal(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
): Promise<PortalSummary | null> {
  if (!isUuid(portalId)) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(portals)
    .where(and(eq(portals.id, portalId), portalScopeCondition(db, scopeOrRefuse(viewer))))
    .limit(1);
  return row ? toSummary(row) : null;
}

/** Whether a portal requires a strong second factor (issue 3 item 11); false for an unknown id. */
export async function requiresSecondFactor(db: Database, portalId: string): Promise<boolean> {
  const [row] = await db
    .select({ requireSecondFactor: portals.requireSecondFactor })
    .from(portals)
    .where(eq(portals.id, portalId));
  return row?.requireSecondFactor ?? false;
}
