import { and, eq } from 'drizzle-orm';
import type { Viewer } from '@portal/domain';
import type { Database } from '../../db/client';
import { portals } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/paging';

export const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

export type PortalRow = typeof portals.$inferSelect;

/**
 * §6 who changes a portal: the company admins of the portal's company (they "manage company
 * information"), nobody else; the portal's owner advisor reads the settings but does not change
 * them (decisions.md, portal settings). The route rule `admin` answers everyone else 403; here a
 * portal of another company, an inactive one or a malformed id is 404, so existence does not leak.
 * `lock` holds the row for the rest of the transaction (two saves do not interleave).
 */
export async function companyPortal(
  db: Database,
  viewer: Viewer,
  portalId: string,
  options: { lock?: boolean } = {},
): Promise<PortalRow> {
  if (viewer.role !== 'admin' || !viewer.organisationId || !isUuid(portalId)) throw notFound();
  const query = db
    .select()
    .from(portals)
    .where(
      and(
        eq(portals.id, portalId),
        eq(portals.organisationId, viewer.organisationId),
        eq(portals.active, true),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
