import { and, eq, inArray } from 'drizzle-orm';
import { spotlightIsins, type FundSummary } from '@portal/domain';
import type { Database } from '../../db/client';
import { fundFavourites, funds, portals } from '../../db/schema/index';
import { favouriteOf, summaryColumns, toSummary } from '../fund-repository';

/**
 * §7 funds spotlight: the funds a portal promotes, set by its admins as ISINs on the portal
 * (portals.fund_spotlight, the portals collection's Content step), in that order. ISINs not in the
 * active universe are left out. Two indexed reads (the portal by id, the funds by funds_isin_key).
 */
export async function spotlightFunds(db: Database, userId: string, portalId: string): Promise<FundSummary[]> {
  const [portal] = await db
    .select({ setting: portals.fundSpotlight })
    .from(portals)
    .where(eq(portals.id, portalId))
    .limit(1);
  const isins = spotlightIsins(portal?.setting);
  if (isins.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(funds)
    .leftJoin(fundFavourites, favouriteOf(userId))
    .where(and(inArray(funds.isin, isins), eq(funds.active, true)));
  const rank = (isin: string) => isins.indexOf(isin);
  return rows.sort((a, b) => rank(a.isin) - rank(b.isin)).map(toSummary);
}
