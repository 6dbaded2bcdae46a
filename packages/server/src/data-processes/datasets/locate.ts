import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RowError, ValidRow } from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, portfolios } from '../../db/schema/index';

const text = (value: unknown) => String(value ?? '').trim();

export interface LocatedAccount {
  id: string;
  externalId: string | null;
}

/**
 * Finds each row's account among the portal's active accounts by external id (one query for all
 * rows); a row whose account is not in this portal is refused on its `account` field, so an
 * import never reaches another portal's or company's accounts.
 */
export async function locateAccounts(
  tx: Database,
  portalId: string,
  rows: ValidRow[],
): Promise<{ rows: ValidRow[]; errors: RowError[]; accounts: Map<string, LocatedAccount> }> {
  const wanted = [...new Set(rows.map((row) => text(row.values.account)))];
  const found = wanted.length
    ? await tx
        .select({ id: accounts.id, externalId: accounts.externalId })
        .from(accounts)
        .where(
          and(
            eq(accounts.portalId, portalId),
            eq(accounts.active, true),
            inArray(accounts.externalId, wanted),
          ),
        )
        .orderBy(asc(accounts.createdAt), asc(accounts.id))
    : [];
  const byExternal = new Map<string, LocatedAccount>();
  for (const account of found)
    if (!byExternal.has(account.externalId!)) byExternal.set(account.externalId!, account);
  const byId = new Map<string, LocatedAccount>();
  const placed: ValidRow[] = [];
  const errors: RowError[] = [];
  for (const row of rows) {
    const account = byExternal.get(text(row.values.account));
    if (!account) {
      errors.push({
        step: row.step,
        row: row.row,
        field: 'account',
        key: 'errors.import_unknown_account',
        values: {},
      });
      continue;
    }
    byId.set(account.id, account);
    placed.push({ ...row, values: { ...row.values, accountId: account.id } });
  }
  return { rows: placed, errors, accounts: byId };
}

/**
 * Then each row's portfolio within its account: by external id first, else by name (case-blind),
 * one query for all accounts. A row naming no portfolio of its account is refused on `portfolio`.
 */
export async function locatePortfolios(
  tx: Database,
  rows: ValidRow[],
): Promise<{ rows: ValidRow[]; errors: RowError[] }> {
  const accountIds = [...new Set(rows.map((row) => row.values.accountId as string))];
  const list = accountIds.length
    ? await tx
        .select({
          id: portfolios.id,
          accountId: portfolios.accountId,
          externalId: portfolios.externalId,
          name: portfolios.name,
        })
        .from(portfolios)
        .where(and(inArray(portfolios.accountId, accountIds), eq(portfolios.active, true)))
        .orderBy(asc(portfolios.createdAt), asc(portfolios.id))
    : [];
  const placed: ValidRow[] = [];
  const errors: RowError[] = [];
  for (const row of rows) {
    const wanted = text(row.values.portfolio);
    const own = list.filter((p) => p.accountId === row.values.accountId);
    const match =
      own.find((p) => p.externalId === wanted) ??
      own.find((p) => p.name.toLowerCase() === wanted.toLowerCase());
    if (!match) {
      errors.push({
        step: row.step,
        row: row.row,
        field: 'portfolio',
        key: 'errors.import_unknown_portfolio',
        values: {},
      });
      continue;
    }
    placed.push({ ...row, values: { ...row.values, portfolioId: match.id } });
  }
  return { rows: placed, errors };
}
