import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { accountScope, type MaybeViewer } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, portfolios, users } from '../db/schema/index';
import { isUuid, type Page } from '../http/paging';
import { accountScopeCondition } from './scope-sql';

/** A row of the clients list (§2 Clients overview). Money is a decimal string, never a float. */
export interface AccountListItem {
  id: string;
  name: string;
  email: string | null;
  externalId: string | null;
  value: string | null;
  portfolioCount: number;
}

/** A portfolio on the account screen. */
export interface AccountPortfolio {
  id: string;
  name: string;
  type: string | null;
  value: string | null;
  currency: string | null;
}

/** The account screen's summary (§2 Account screen): portfolios by value, largest first. */
export interface AccountSummary {
  id: string;
  portalId: string;
  name: string;
  email: string | null;
  externalId: string | null;
  currency: string | null;
  value: string | null;
  validated: boolean;
  /** §4: whether the account's client has ever signed in (an invitation is only for those who have not). */
  clientHasSignedIn: boolean;
  portfolios: AccountPortfolio[];
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function inPortalAndScope(db: Database, viewer: MaybeViewer, portalId: string): SQL {
  return and(eq(accounts.portalId, portalId), accountScopeCondition(db, accountScope(viewer)))!;
}

/**
 * The accounts of one portal the viewer may read, by name, one page at a time, optionally
 * filtered by a search on name, e-mail or external id. The portfolio count is a correlated
 * count over portfolios_account_id_idx, computed in the same statement (no query per row).
 */
export async function listAccounts(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  options: { search?: string | undefined; page: Page },
): Promise<{ items: AccountListItem[]; total: number }> {
  if (!isUuid(portalId)) return { items: [], total: 0 };
  const search = options.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    inPortalAndScope(db, viewer, portalId),
    pattern
      ? or(ilike(accounts.name, pattern), ilike(accounts.email, pattern), ilike(accounts.externalId, pattern))
      : undefined,
  );
  // Qualified by hand: inside a select list Drizzle writes bare column names, and a bare "id"
  // would bind to portfolios.id instead of the outer account.
  const portfolioCount = sql<number>`(select count(*) from "portfolios" as "p" where "p"."account_id" = "accounts"."id" and "p"."active")`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        externalId: accounts.externalId,
        value: accounts.value,
        portfolioCount: portfolioCount.mapWith(Number),
      })
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.id))
      .limit(options.page.limit)
      .offset(options.page.offset),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { items: rows, total: totals?.total ?? 0 };
}

/**
 * One account with its portfolios when the viewer may read it in that portal, else null. Another
 * client's account, another portal's, an unknown or malformed id: all null, so all 404.
 */
export async function findAccount(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  accountId: string,
): Promise<AccountSummary | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [account] = await db
    .select({
      id: accounts.id,
      portalId: accounts.portalId,
      name: accounts.name,
      email: accounts.email,
      externalId: accounts.externalId,
      currency: accounts.currency,
      value: accounts.value,
      validated: accounts.validated,
      clientLastLogin: users.lastLogin,
    })
    .from(accounts)
    .leftJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.id, accountId), inPortalAndScope(db, viewer, portalId)))
    .limit(1);
  if (!account) return null;
  const { clientLastLogin, ...summary } = account;
  const rows = await db
    .select({
      id: portfolios.id,
      name: portfolios.name,
      type: portfolios.type,
      value: portfolios.value,
      currency: portfolios.currency,
    })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, account.id), eq(portfolios.active, true)))
    // §2: portfolios sorted by value, largest first; unvalued ones last.
    .orderBy(sql`${portfolios.value} desc nulls last`, asc(portfolios.name), asc(portfolios.id));
  return { ...summary, clientHasSignedIn: clientLastLogin !== null, portfolios: rows };
}

/** An account's keys at the data sources, when the viewer may read it in that portal (else null: 404). */
export interface AccountKeyInScope {
  id: string;
  externalId: string | null;
  name: string;
  currency: string | null;
}

/**
 * The account's keys for the data provider, within the viewer's scope (§6): the first step of every
 * portfolio route, so another client's account or portfolio is a 404 before any data is read.
 */
export async function findAccountKey(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  accountId: string,
): Promise<AccountKeyInScope | null> {
  if (!isUuid(portalId) || !isUuid(accountId)) return null;
  const [row] = await db
    .select({
      id: accounts.id,
      externalId: accounts.externalId,
      name: accounts.name,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inPortalAndScope(db, viewer, portalId)))
    .limit(1);
  return row ?? null;
}
