import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, portfolios } from '../db/schema/index';
import { AppError } from '../http/errors';
import type { AccountKey } from './feeds';

/** The Data API's 404: the same answer for "no such id" and "not active". */
export const dataApiNotFound = () => new AppError(404, 'not_found', 'errors.not_found');

/** A value the source found, or the Data API's 404. */
export function found<T>(value: T | null): T {
  if (value === null) throw dataApiNotFound();
  return value;
}

/**
 * How the Data API's routes turn the external ids in their paths into our keys. An id is looked up
 * across the company's portals; the oldest active row wins when two portals share one.
 */
export function dataApiKeys(db: Database) {
  /** An account named by its external id. */
  async function accountKey(externalId: string): Promise<AccountKey> {
    const [row] = await db
      .select({ id: accounts.id, externalId: accounts.externalId })
      .from(accounts)
      .where(and(eq(accounts.externalId, externalId), eq(accounts.active, true)))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(1);
    if (!row) throw dataApiNotFound();
    return row;
  }

  /** A page of the active accounts, by external id (those without one are the caller's to skip). */
  async function activeAccounts(page: { limit: number; offset: number }): Promise<AccountKey[]> {
    return db
      .select({ id: accounts.id, externalId: accounts.externalId })
      .from(accounts)
      .where(eq(accounts.active, true))
      .orderBy(asc(accounts.externalId), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** The account of a portfolio named by its external id (and, when given, its account's). */
  async function portfolioAccount(externalId: string, accountExternalId?: string): Promise<AccountKey> {
    const [row] = await db
      .select({ id: accounts.id, externalId: accounts.externalId })
      .from(portfolios)
      .innerJoin(accounts, eq(accounts.id, portfolios.accountId))
      .where(
        and(
          eq(portfolios.externalId, externalId),
          eq(portfolios.active, true),
          eq(accounts.active, true),
          accountExternalId === undefined ? undefined : eq(accounts.externalId, accountExternalId),
        ),
      )
      .orderBy(asc(portfolios.createdAt), asc(portfolios.id))
      .limit(1);
    if (!row) throw dataApiNotFound();
    return row;
  }

  return { accountKey, activeAccounts, portfolioAccount };
}
