import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  benchmarkForRiskLevel,
  benchmarkForRiskProfile,
  benchmarkId,
  MoneyDecimal,
  isZeroMoney,
  type FeedRange,
  type FlowPoint,
  type PerformanceFeed,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { portfolioValuations, portfolios, transactions } from '../../db/schema/index';
import { cumulativeEntries, performanceInRange, withBenchmark, type WholeSeriesReturns } from '../views';
import { benchmarkLevels, levelOn } from './market';
import type { KeyOf, PortfolioRow } from './portfolio-rows';

const CASH_FLOW_TYPES = ['Contribution', 'Withdrawal'];

function benchmarkNameOf(row: Pick<PortfolioRow, 'riskProfile' | 'riskLevel'>): string | null {
  return (
    benchmarkForRiskProfile(row.riskProfile) ?? (row.riskLevel ? benchmarkForRiskLevel(row.riskLevel) : null)
  );
}

/**
 * Performance feeds of several portfolios: valuations, flows and benchmarks in three queries. A
 * series the revaluation pipeline wrote (the seed's too, decision 54) is of daily closes and brings
 * its own flows (the engine's external flows of each day); a month-start series written otherwise
 * (the portfolio test fixture's) takes contributions and withdrawals from the transactions. While a revaluation is pending, both stop the day before the changed day.
 */
export async function performanceFeeds(
  db: Database,
  rows: readonly PortfolioRow[],
  range: FeedRange,
  keyOf: KeyOf,
): Promise<Map<string, PerformanceFeed>> {
  const out = new Map<string, PerformanceFeed>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  // Only a series not written by the pipeline takes its flows from the transactions (decision 133).
  const monthly = rows.filter((r) => r.valuedThrough === null).map((r) => r.id);
  const names = [...new Set(rows.map(benchmarkNameOf).filter((n): n is string => n !== null))];
  const [valuations, flows, levels] = await Promise.all([
    db
      .select({
        portfolioId: portfolioValuations.portfolioId,
        date: portfolioValuations.date,
        value: portfolioValuations.value,
        netFlow: portfolioValuations.netFlow,
      })
      .from(portfolioValuations)
      .where(inArray(portfolioValuations.portfolioId, ids))
      .orderBy(asc(portfolioValuations.portfolioId), asc(portfolioValuations.date)),
    monthly.length === 0
      ? []
      : db
          .select({
            portfolioId: transactions.portfolioId,
            date: transactions.date,
            type: transactions.type,
            amount: sql<string>`coalesce(${transactions.localCcyAmount}, ${transactions.amount})`,
          })
          .from(transactions)
          .where(
            and(
              inArray(transactions.portfolioId, monthly),
              inArray(transactions.type, CASH_FLOW_TYPES),
              eq(transactions.active, true),
            ),
          )
          .orderBy(asc(transactions.portfolioId), asc(transactions.date)),
    benchmarkLevels(db, names),
  ]);
  const valuationsOf = groupBy(valuations, (v) => v.portfolioId);
  const transactionFlowsOf = new Map<string, FlowPoint[]>();
  for (const f of flows) {
    let list = transactionFlowsOf.get(f.portfolioId!);
    if (!list) transactionFlowsOf.set(f.portfolioId!, (list = []));
    const amount = new MoneyDecimal(f.amount).abs();
    list.push({ date: f.date, amount: (f.type === 'Withdrawal' ? amount.negated() : amount).toFixed(2) });
  }
  for (const row of rows) {
    const name = benchmarkNameOf(row);
    const series = name ? levels.get(name) : undefined;
    const daily = row.valuedThrough !== null;
    const pending = row.revalueFrom;
    const before = (date: string) => pending === null || date < pending;
    const stored = (valuationsOf.get(row.id) ?? []).filter((v) => before(v.date));
    const flowList = (daily ? closeFlows(stored) : (transactionFlowsOf.get(row.id) ?? [])).filter((f) =>
      before(f.date),
    );
    const stamp = daily ? 'close' : 'opening';
    const key = keyOf(row);
    // Since inception, then cut to the range: the same cut every source makes (performanceInRange).
    const feed: PerformanceFeed = {
      portfolioId: key,
      benchmarkId: benchmarkId(key),
      benchmarkName: name,
      entries: cumulativeEntries(stored, flowList, (date) => levelOn(series, date), stamp),
      flows: flowList.map((f) => ({ date: f.date, amount: String(f.amount) })),
      stamp,
      recalculating: pending === null ? null : { from: pending },
      valuedThrough: row.valuedThrough,
    };
    out.set(row.id, performanceInRange(feed, range));
  }
  return out;
}

/** The external flows of a daily series (the engine's flows of each day): its days with one. */
export function closeFlows(
  points: readonly { date: string; netFlow: string }[],
): { date: string; amount: string }[] {
  return points
    .filter((v) => !isZeroMoney(v.netFlow))
    .map((v) => ({ date: v.date, amount: new MoneyDecimal(v.netFlow).toFixed(2) }));
}

/** A performance feed of the account page and, when it holds only key points, the stored TWR and XIRR. */
export interface PageFeed {
  feed: PerformanceFeed;
  whole?: WholeSeriesReturns;
}

/**
 * The account page's performance feeds: for a portfolio valued by the pipeline and not waiting for
 * a revaluation, the key points and returns its revaluation stored (decision 52), with the
 * benchmark applied here; for the others (marked: recalculating; the seed's month-start series)
 * the whole series as performanceFeeds reads it.
 */
export async function accountPageFeeds(
  db: Database,
  rows: readonly PortfolioRow[],
  keyOf: KeyOf,
): Promise<Map<string, PageFeed>> {
  const out = new Map<string, PageFeed>();
  if (rows.length === 0) return out;
  const stored = await db
    .select({ id: portfolios.id, figures: portfolios.performanceFigures })
    .from(portfolios)
    .where(
      inArray(
        portfolios.id,
        rows.map((r) => r.id),
      ),
    );
  const figuresOf = new Map(stored.map((s) => [s.id, s.figures]));
  const usable = (row: PortfolioRow) => {
    const figures = figuresOf.get(row.id);
    return row.revalueFrom === null && figures && figures.through === row.valuedThrough ? figures : null;
  };
  const fromFigures = rows.filter((row) => usable(row) !== null);
  const names = [...new Set(fromFigures.map(benchmarkNameOf).filter((n): n is string => n !== null))];
  const [series, levels] = await Promise.all([
    performanceFeeds(
      db,
      rows.filter((row) => usable(row) === null),
      { from: null, to: null },
      keyOf,
    ),
    benchmarkLevels(db, names),
  ]);
  for (const row of rows) {
    const figures = usable(row);
    if (!figures) {
      const feed = series.get(row.id);
      if (feed) out.set(row.id, { feed });
      continue;
    }
    const name = benchmarkNameOf(row);
    const key = keyOf(row);
    const benchmark = name ? levels.get(name) : undefined;
    out.set(row.id, {
      feed: {
        portfolioId: key,
        benchmarkId: benchmarkId(key),
        benchmarkName: name,
        entries: withBenchmark(figures.entries, (date) => levelOn(benchmark, date)),
        flows: [],
        stamp: 'close',
        recalculating: null,
        valuedThrough: row.valuedThrough,
      },
      // In the order the page computes them (jsonb sorts keys), so the answer reads the same.
      whole: {
        twr: { cumulative: figures.twr.cumulative, annualised: figures.twr.annualised },
        xirr: figures.xirr,
      },
    });
  }
  return out;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push(item);
  }
  return out;
}
