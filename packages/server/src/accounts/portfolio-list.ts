import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { accountScope, type MaybeViewer } from '@portal/domain';
import type { Database } from '../db/client';
import { collated, portalLanguageOf } from '../db/collation';
import { accounts, portfolios } from '../db/schema/index';
import { isUuid, type Page } from '../http/paging';
import { accountScopeCondition } from './scope-sql';

/** A row of the portfolios list (§2 'Portfolios' navigation item). Money is a decimal string. */
export interface PortfolioListItem {
  id: string;
  name: string;
  type: string | null;
  value: string | null;
  /** The portfolio's currency: the one of `value`. */
  currency: string | null;
  accountId: string;
  accountName: string;
  /** The account's external id: the partners' portfolio addresses name it (`{contact}-{portfolio}`). */
  accountExternalId: string | null;
}

export interface PortfolioListFilters {
  /** Matches the portfolio's or its account's name. */
  search?: string | undefined;
  portfolioType?: string | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function listCondition(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  filters: PortfolioListFilters,
): SQL {
  const search = filters.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(accounts.portalId, portalId),
    accountScopeCondition(db, accountScope(viewer)),
    eq(portfolios.active, true),
    pattern ? or(ilike(portfolios.name, pattern), ilike(accounts.name, pattern)) : undefined,
    filters.portfolioType ? eq(portfolios.type, filters.portfolioType) : undefined,
  )!;
}

/**
 * The active portfolios of the accounts the viewer may read in a portal (the clients overview's
 * scope, §6), one page at a time, by account and then portfolio name in the portal language's
 * collation (decision 55), so an account's portfolios stay together.
 */
export async function listPortfolios(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  options: PortfolioListFilters & { page: Page },
): Promise<{ items: PortfolioListItem[]; total: number }> {
  if (!isUuid(portalId)) return { items: [], total: 0 };
  const where = listCondition(db, viewer, portalId, options);
  const language = portalLanguageOf(portalId);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: portfolios.id,
        name: portfolios.name,
        type: portfolios.type,
        value: portfolios.value,
        currency: portfolios.currency,
        accountId: accounts.id,
        accountName: accounts.name,
        accountExternalId: accounts.externalId,
      })
      .from(portfolios)
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(where)
      .orderBy(
        ...collated(accounts.name, language),
        asc(accounts.id),
        ...collated(portfolios.name, language),
        asc(portfolios.id),
      )
      .limit(options.page.limit)
      .offset(options.page.offset),
    db
      .select({ count: count() })
      .from(portfolios)
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(where),
  ]);
  return { items, total: totals?.count ?? 0 };
}
