import { asc, eq } from 'drizzle-orm';
import { periodFigureColumns, type DailyPoint } from '@portal/domain';
import type { Database } from '../db/client';
import { portfolioValuations, portfolios } from '../db/schema/index';

/**
 * Stores a portfolio's period figures (§3 change1d … changeAll, sinceInception) from its daily series,
 * inside the revaluation's transaction: lists and sorts read them instead of recomputing the series.
 */
export async function storePeriodFigures(tx: Database, portfolioId: string, asOf: string): Promise<void> {
  const rows = await tx
    .select({
      date: portfolioValuations.date,
      value: portfolioValuations.value,
      flow: portfolioValuations.netFlow,
      income: portfolioValuations.income,
      fees: portfolioValuations.fees,
    })
    .from(portfolioValuations)
    .where(eq(portfolioValuations.portfolioId, portfolioId))
    .orderBy(asc(portfolioValuations.date));
  const points: DailyPoint[] = rows.map((r) => ({ ...r, valueAccount: null, stale: [] }));
  await tx.update(portfolios).set(periodFigureColumns(points, asOf)).where(eq(portfolios.id, portfolioId));
}
