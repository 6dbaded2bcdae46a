import { and, eq, sql } from 'drizzle-orm';
import { FxBook, MoneyDecimal } from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, holdings, portfolios } from '../../db/schema/index';
import { createDatabaseSource } from '../../providers/database/database-source';
import { latestRates } from '../../providers/database/market';
import { holdingsView } from '../../providers/views';

/**
 * Refreshes the cached values after an edit, inside the edit's transaction: each holding's value and
 * the portfolio's (valued by the engine as the provider values them), then the account's (its
 * portfolios in the account currency). The clients list and "sorted by value" read these caches.
 */
export async function refreshValues(
  tx: Database,
  account: { id: string; externalId: string | null },
  portfolioId: string,
  date: string,
): Promise<string> {
  const feed = await createDatabaseSource(tx, { keys: 'internal' }).holdings(account, portfolioId, date);
  const view = feed ? holdingsView(feed) : null;
  const total = view?.total ?? '0.00';
  await updateHoldingValues(tx, view?.holdings ?? []);
  await tx
    .update(portfolios)
    .set({ value: total, updatedAt: new Date() })
    .where(eq(portfolios.id, portfolioId));

  const [owner] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, account.id));
  const rows = await tx
    .select({ value: portfolios.value, currency: portfolios.currency })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, account.id), eq(portfolios.active, true)));
  const target = owner?.currency ?? 'GBP';
  const fx = new FxBook((await latestRates(tx, date)).map((r) => ({ ...r })));
  let sum = new MoneyDecimal(0);
  for (const row of rows) {
    const value = new MoneyDecimal(row.value ?? '0');
    const currency = row.currency ?? target;
    const rate = currency === target ? new MoneyDecimal(1) : fx.rateOn(currency, target, date);
    // A portfolio in a currency without a rate keeps the account value as it was rather than guess.
    if (!rate) return total;
    sum = sum.plus(value.times(rate).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP));
  }
  await tx
    .update(accounts)
    .set({ value: sum.toFixed(2) })
    .where(eq(accounts.id, account.id));
  return total;
}

/**
 * Each line's value and price (a line without a price keeps its own) in one statement over arrays,
 * writing only the rows that change: a statement per holding cost a round trip each.
 */
async function updateHoldingValues(
  tx: Database,
  lines: readonly { id: string | null; value: string; price: string | null }[],
): Promise<void> {
  const rows = lines.filter((l): l is typeof l & { id: string } => l.id !== null);
  if (rows.length === 0) return;
  const array = (values: readonly (string | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
  await tx.execute(sql`
    update ${holdings} h set value = t.value, price = coalesce(t.price, h.price)
      from unnest(${array(rows.map((r) => r.id))}::uuid[], ${array(rows.map((r) => r.value))}::numeric[],
                  ${array(rows.map((r) => r.price))}::numeric[]) as t(id, value, price)
     where h.id = t.id
       and (h.value, h.price) is distinct from (t.value, coalesce(t.price, h.price))`);
}
