import { asc, eq } from 'drizzle-orm';
import { dailyPerformance, type DailyPoint } from '@portal/domain';
import type { Database } from '../db/client';
import { portfolioValuations, portfolios } from '../db/schema/index';

/** A fraction as the cached change columns hold it: a percent figure with 4 decimals ('5.2300'). */
function percentFigure(value: number | null): string | null {
  return value === null || !Number.isFinite(value) ? null : (value * 100).toFixed(4);
}

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
  const { figures } = dailyPerformance(points, asOf);
  await tx
    .update(portfolios)
    .set({
      change1d: percentFigure(figures.oneDay),
      change1m: percentFigure(figures.monthToDate),
      change3m: percentFigure(figures.quarterToDate),
      changeYtd: percentFigure(figures.yearToDate),
      change1y: percentFigure(figures.oneYear),
      change3y: percentFigure(figures.threeYears),
      change5y: percentFigure(figures.fiveYears),
      changeAll: percentFigure(figures.sinceInception),
      sinceInception: percentFigure(figures.sinceInception),
    })
    .where(eq(portfolios.id, portfolioId));
}
