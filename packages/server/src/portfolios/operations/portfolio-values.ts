import { and, eq, sql } from 'drizzle-orm';
import { accountValue, type HoldingsFeed } from '@portal/domain';
import type { Database } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { accounts, holdings, portfolios } from '../../db/schema/index';
import { createDatabaseSource } from '../../providers/database/database-source';
import { holdingsFeeds } from '../../providers/database/holdings-feeds';
import { latestRates } from '../../providers/database/market';
import { holdingsView } from '../../providers/views';

/**
 * What refreshing several portfolios' cached values on one day reads once for all of them: their
 * holdings feeds (holdings, latest closes, rates: holdingsFeeds' three queries) and the latest
 * rates the account totals convert with. A batch of revaluations reads them after locking its rows;
 * the revaluations write no holding column these read but the price they echo back.
 */
export interface SharedValueReads {
  date: string;
  feeds: ReadonlyMap<string, HoldingsFeed>;
  rates: readonly { date: string; from: string; to: string; rate: string }[];
}

/** The reads refreshValues needs for these active portfolios on `date`, in three queries for all. */
export async function sharedValueReads(
  tx: Database,
  rows: readonly { id: string; currency: string | null }[],
  date: string,
): Promise<SharedValueReads> {
  const feeds = await holdingsFeeds(
    tx,
    rows.map((r) => ({ ...r, externalId: null })),
    date,
    (r) => r.id,
  );
  const first = feeds.values().next().value;
  return { date, feeds, rates: first ? first.fx : await latestRates(tx, date) };
}

/**
 * Refreshes the cached values after an edit, inside the edit's transaction: each holding's value and
 * the portfolio's (valued by the engine as the provider values them), then the account's (its
 * portfolios in the account currency). The clients list and "sorted by value" read these caches.
 * `shared` (a batch's reads of the same day) serves the holdings feed and rates without a query;
 * `also` are more of the portfolio's columns written in the same update (a revaluation's figures).
 */
export async function refreshValues(
  tx: Database,
  account: { id: string; externalId: string | null },
  portfolioId: string,
  date: string,
  shared?: SharedValueReads,
  also: Partial<typeof portfolios.$inferInsert> = {},
): Promise<string> {
  const reads = shared?.date === date ? shared : undefined;
  const feed =
    reads?.feeds.get(portfolioId) ??
    (await createDatabaseSource(tx, { keys: 'internal' }).holdings(account, portfolioId, date));
  const view = feed ? holdingsView(feed) : null;
  const total = view?.total ?? '0.00';
  await updateHoldingValues(tx, view?.holdings ?? []);
  await tx
    .update(portfolios)
    .set({ ...also, value: total, updatedAt: new Date() })
    .where(eq(portfolios.id, portfolioId));

  // The account's currency and its active portfolios' values in one statement (a row per
  // portfolio, or one without a portfolio when it has none).
  const read = await tx
    .select({
      owner: accounts.currency,
      portfolio: portfolios.id,
      value: portfolios.value,
      currency: portfolios.currency,
    })
    .from(accounts)
    .leftJoin(portfolios, and(eq(portfolios.accountId, accounts.id), eq(portfolios.active, true)))
    .where(eq(accounts.id, account.id));
  const rows = read.filter((row) => row.portfolio !== null);
  const target = read[0]?.owner ?? 'GBP';
  // The feed's rates are the latest of the day already (holdingsFeeds reads latestRates): not read twice.
  const rates = reads?.rates ?? feed?.fx ?? (await latestRates(tx, date));
  const sum = accountValue(rows, target, rates, date);
  // A portfolio in a currency without a rate keeps the account value as it was rather than guess.
  if (sum === null) return total;
  await tx.update(accounts).set({ value: sum }).where(eq(accounts.id, account.id));
  return total;
}

/**
 * Each line's value and price (a line without a price keeps its own) in one statement over arrays,
 * writing only the rows that change: a statement per holding cost a round trip each. The lines may
 * be several portfolios' (a clock batch writes all of its holdings in one).
 */
export async function updateHoldingValues(
  tx: Database,
  lines: readonly { id: string | null; value: string; price: string | null }[],
): Promise<void> {
  const rows = lines.filter((l): l is typeof l & { id: string } => l.id !== null);
  if (rows.length === 0) return;
  const array = (values: readonly (string | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
  await plainRows(
    tx,
    sql`
    update ${holdings} h set value = t.value, price = coalesce(t.price, h.price)
      from unnest(${array(rows.map((r) => r.id))}::uuid[], ${array(rows.map((r) => r.value))}::numeric[],
                  ${array(rows.map((r) => r.price))}::numeric[]) as t(id, value, price)
     where h.id = t.id
       and (h.value, h.price) is distinct from (t.value, coalesce(t.price, h.price))`,
  );
}
