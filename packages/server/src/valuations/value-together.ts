import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountValue, portfolioDays, type GrowthSeries } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, portfolios } from '../db/schema/index';
import { updateHoldingValues, type SharedValueReads } from '../portfolios/operations/portfolio-values';
import { holdingsView } from '../providers/views';
import type { BatchMember } from './batch-inputs';
import type { grownFigureColumns, GrownPoint } from './period-figures';
import type { InputsReader } from './revalue-portfolio';
import { continuedFigures, writeGrowths, type StoredDay } from './series-growth';
import { arrayLiteral, writeSeries, type ValuedSeries } from './write-points';

/** A batch member with what its writes name: its portal and account. */
export interface LockedMember extends BatchMember {
  portalId: string;
  accountId: string;
}

/** A portfolio of a batch valued in memory: everything its revaluation writes, not yet written. */
export interface ValuedPortfolio {
  series: ValuedSeries;
  accountId: string;
  /** The cached value of the portfolio and of each of its holdings (refreshValues' figures). */
  value: string;
  holdings: { id: string | null; value: string; price: string | null }[];
  figures: ReturnType<typeof grownFigureColumns>;
  /** The change columns' growth of its series as stored (the new days rounded so): the account figures'. */
  growth: GrowthSeries;
  /** The kept days stored without growths, whose growths are to be stored (the new days' go with them). */
  refill: readonly GrownPoint[];
}

/**
 * A batch member's stored days before its first day: all of them (`whole`), or only those its
 * figures read (anchorDaysOf), each with its growths.
 */
export interface KeptDays {
  from: string;
  points: StoredDay[];
  whole: boolean;
}

/**
 * What revaluePortfolio computes for a portfolio of a batch, with the batch's shared reads and
 * without writing: the engine's days from the member's first day, the cached values of the day
 * (the holdings view refreshValues stores) and the period figures of the whole series, from the
 * kept days' stored growths and the new days' continued from them (decision 115: the same figures
 * as from every day). Null when a shared read does not cover it (it is then valued alone).
 */
export async function valueInMemory(
  tx: Database,
  member: LockedMember,
  reads: {
    inputs: InputsReader;
    kept: ReadonlyMap<string, KeptDays>;
    values: SharedValueReads;
  },
  today: string,
): Promise<ValuedPortfolio | null> {
  const kept = reads.kept.get(member.id);
  const feed = reads.values.date === today ? reads.values.feeds.get(member.id) : undefined;
  if (!kept || kept.from !== member.from || !feed) return null;
  const inputs = await reads.inputs(tx, member.id, member.base, member.accountCurrency, member.from, today);
  const { points } = portfolioDays({
    ...inputs,
    baseCurrency: member.base,
    accountCurrency: member.accountCurrency,
    from: member.from,
    to: today,
  });
  // The kept days read are those of a series ending today: a series ending another day is valued alone.
  if (!kept.whole && points.at(-1)?.date !== today) return null;
  const view = holdingsView(feed);
  // The stored days' growths go on from the kept ones (revaluePortfolio's own figures).
  const { growths, refill, figures, growth } = continuedFigures(kept.points, points, today);
  return {
    series: { id: member.id, portalId: member.portalId, from: member.from, points, growths },
    accountId: member.accountId,
    value: view.total,
    holdings: view.holdings,
    figures,
    growth,
    refill,
  };
}

/**
 * Writes what valueInMemory computed for several portfolios, a statement per kind for all of them
 * (the revaluations one by one cost some ten statements a portfolio, most of PostgreSQL's share of
 * the clock): their days (writeSeries), their holdings' values and prices, their rows (value,
 * period figures, mark cleared, valued through `today`), then their accounts' values from every
 * active portfolio of each (refreshValues' sum, with the batch's rates of the day). The accounts'
 * change columns are left to the caller (refreshAccountFigures, once a batch).
 */
export async function writeValued(
  tx: Database,
  valued: readonly ValuedPortfolio[],
  accountCurrencies: ReadonlyMap<string, string | null>,
  rates: SharedValueReads['rates'],
  today: string,
): Promise<void> {
  if (valued.length === 0) return;
  await writeSeries(
    tx,
    valued.map((v) => v.series),
  );
  await writeGrowths(
    tx,
    valued.flatMap((v) => v.refill.map((point) => ({ id: v.series.id, point }))),
  );
  await updateHoldingValues(
    tx,
    valued.flatMap((v) => v.holdings),
  );
  const rows = valued.map((v) => ({
    id: v.series.id,
    value: v.value,
    change_1d: v.figures.change1d,
    change_1m: v.figures.change1m,
    change_3m: v.figures.change3m,
    change_ytd: v.figures.changeYtd,
    change_1y: v.figures.change1y,
    change_3y: v.figures.change3y,
    change_5y: v.figures.change5y,
    change_all: v.figures.changeAll,
    since_inception: v.figures.sinceInception,
    performance_figures: v.figures.performanceFigures,
  }));
  // One JSON parameter for the rows: the stored figures are a JSON document each, which an array
  // literal would have to quote.
  await tx.execute(sql`
    update ${portfolios} p
       set value = t.value, change_1d = t.change_1d, change_1m = t.change_1m, change_3m = t.change_3m,
           change_ytd = t.change_ytd, change_1y = t.change_1y, change_3y = t.change_3y,
           change_5y = t.change_5y, change_all = t.change_all, since_inception = t.since_inception,
           performance_figures = t.performance_figures, revalue_from = null,
           valued_through = ${today}::date, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(
             id uuid, value numeric, change_1d numeric, change_1m numeric, change_3m numeric,
             change_ytd numeric, change_1y numeric, change_3y numeric, change_5y numeric,
             change_all numeric, since_inception numeric, performance_figures jsonb)
     where p.id = t.id`);

  // The accounts' values read their portfolios as now stored (those of the batch just written).
  const accountIds = [...new Set(valued.map((v) => v.accountId))];
  const members = await tx
    .select({ accountId: portfolios.accountId, value: portfolios.value, currency: portfolios.currency })
    .from(portfolios)
    .where(and(inArray(portfolios.accountId, accountIds), eq(portfolios.active, true)));
  const ids: string[] = [];
  const sums: string[] = [];
  for (const id of accountIds) {
    const own = members.filter((m) => m.accountId === id);
    const sum = accountValue(own, accountCurrencies.get(id) ?? 'GBP', rates, today);
    // An account with a portfolio in a currency without a rate keeps its value (refreshValues').
    if (sum === null) continue;
    ids.push(id);
    sums.push(sum);
  }
  if (ids.length === 0) return;
  // `a.id = any(…)` as well: joined to the arrays alone, the planner scanned every account.
  await tx.execute(sql`
    update ${accounts} a set value = t.value
      from unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(sums)}::numeric[]) as t(id, value)
     where a.id = any(${arrayLiteral(ids)}::uuid[]) and a.id = t.id and a.value is distinct from t.value`);
}
