import { and, asc, eq, sql } from 'drizzle-orm';
import { accountScope, type EntryPortal, type MaybeViewer } from '@portal/domain';
import { accountScopeCondition, portalScopeCondition } from '../accounts/scope-sql';
import type { Database } from '../db/client';
import { accounts, portals, portfolios } from '../db/schema/index';
import { scopeOrRefuse } from '../portals/portal-repository';

/** entryRoute only tells none, one and several apart, so every read stops at two rows. */
const TWO = 2;

/**
 * What root routing needs to know about the viewer (§2 Entry rules), read through the same scopes
 * as every other query: at most three small indexed reads, and only as deep as the rules go.
 */
export async function loadEntryPortals(db: Database, viewer: MaybeViewer): Promise<EntryPortal[]> {
  const portalRows = await db
    .select({ id: portals.id })
    .from(portals)
    .where(portalScopeCondition(db, scopeOrRefuse(viewer)))
    .orderBy(asc(portals.name), asc(portals.id))
    .limit(TWO);
  const [portal] = portalRows;
  if (!portal || portalRows.length > 1 || viewer?.role !== 'investor') {
    return portalRows.map((row) => ({ id: row.id, accounts: [] }));
  }
  const accountRows = await db
    .select({ id: accounts.id, externalId: accounts.externalId })
    .from(accounts)
    .where(and(eq(accounts.portalId, portal.id), accountScopeCondition(db, accountScope(viewer))))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(TWO);
  const [account] = accountRows;
  if (!account || accountRows.length > 1) {
    return [{ id: portal.id, accounts: accountRows.map((row) => ({ ...row, portfolios: [] })) }];
  }
  const portfolioRows = await db
    .select({ id: portfolios.id, externalId: portfolios.externalId })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, account.id), eq(portfolios.active, true)))
    .orderBy(sql`${portfolios.value} desc nulls last`, asc(portfolios.id))
    .limit(TWO);
  return [{ id: portal.id, accounts: [{ ...account, portfolios: portfolioRows }] }];
}
