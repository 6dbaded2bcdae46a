import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  benchmarkForRiskLevel,
  benchmarkForRiskProfile,
  benchmarkId,
  MoneyDecimal,
  type FeedRange,
  type FlowPoint,
  type PerformanceFeed,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { portfolioValuations, transactions } from '../../db/schema/index';
import { cumulativeEntries, performanceInRange } from '../views';
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
 * series the revaluation pipeline wrote (the seed's too, decision 51) is of daily closes and brings
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
    db
      .select({
        portfolioId: transactions.portfolioId,
        date: transactions.date,
        type: transactions.type,
        amount: sql<string>`coalesce(${transactions.localCcyAmount}, ${transactions.amount})`,
      })
      .from(transactions)
      .where(
        and(
          inArray(transactions.portfolioId, ids),
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
    const flowList = (
      daily
        ? stored
            .filter((v) => !new MoneyDecimal(v.netFlow).isZero())
            .map((v) => ({ date: v.date, amount: new MoneyDecimal(v.netFlow).toFixed(2) }))
        : (transactionFlowsOf.get(row.id) ?? [])
    ).filter((f) => before(f.date));
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
    };
    out.set(row.id, performanceInRange(feed, range));
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
