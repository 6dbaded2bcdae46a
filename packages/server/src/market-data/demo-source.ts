import { and, desc, eq, lte } from 'drizzle-orm';
import { MoneyDecimal } from '@portal/domain';
import type { Database } from '../db/client';
import { benchmarkValues, benchmarks, fxRates, instrumentPrices, instruments } from '../db/schema/index';
import { benchmarkEquityShare } from '../seed/market/benchmarks';
import { closeStep, continueSeries, levelStep, rateStep } from './demo-walk';
import { MarketDataError, type MarketDataSource } from './source';

/** A benchmark the seed does not know is taken as half equities, half bonds. */
const DEFAULT_EQUITY_SHARE = 0.5;

/**
 * The demo market, without any external service: each series continues from its last stored value
 * (on or before the day asked for) by the demo walk. A line with nothing stored has nothing to
 * continue and is reported as unknown: the demo never invents a first price.
 */
export function createDemoMarketDataSource(
  db: Database,
  now: () => Date = () => new Date(),
): MarketDataSource {
  const today = () => now().toISOString().slice(0, 10);
  const window = (since: string, until: string | undefined) => {
    const end = until ?? today();
    return { end, keep: (date: string) => date >= since && date <= end };
  };

  return {
    kind: 'demo',

    async dailyCloses(symbol, since, until) {
      const { end, keep } = window(since, until);
      const [instrument] = await db
        .select({ id: instruments.id, sector: instruments.sector })
        .from(instruments)
        .where(eq(instruments.symbol, symbol))
        .limit(1);
      if (!instrument) throw new MarketDataError('unknown_symbol', `no instrument ${symbol}`);
      const [last] = await db
        .select({ date: instrumentPrices.date, value: instrumentPrices.price })
        .from(instrumentPrices)
        .where(and(eq(instrumentPrices.instrumentId, instrument.id), lte(instrumentPrices.date, end)))
        .orderBy(desc(instrumentPrices.date))
        .limit(1);
      if (!last) throw new MarketDataError('unknown_symbol', `no stored close of ${symbol} to continue`);
      return continueSeries(last, end, closeStep(symbol, instrument.sector), 4)
        .filter((close) => keep(close.date))
        .map(({ date, value }) => ({ date, close: value }));
    },

    async dailyRates(from, to, since, until) {
      const { end, keep } = window(since, until);
      const last = (await lastRate(db, from, to, end)) ?? inverse(await lastRate(db, to, from, end));
      if (!last) throw new MarketDataError('unknown_symbol', `no stored rate ${from}/${to} to continue`);
      return continueSeries(last, end, rateStep(from, to), 6)
        .filter((rate) => keep(rate.date))
        .map(({ date, value }) => ({ date, rate: value }));
    },

    async dailyLevels(code, since, until) {
      const { end, keep } = window(since, until);
      const [last] = await db
        .select({ date: benchmarkValues.date, value: benchmarkValues.value })
        .from(benchmarkValues)
        .innerJoin(benchmarks, eq(benchmarks.id, benchmarkValues.benchmarkId))
        .where(and(eq(benchmarks.code, code), lte(benchmarkValues.date, end)))
        .orderBy(desc(benchmarkValues.date))
        .limit(1);
      if (!last) throw new MarketDataError('unknown_symbol', `no stored level of ${code} to continue`);
      const share = benchmarkEquityShare(code) ?? DEFAULT_EQUITY_SHARE;
      return continueSeries(last, end, levelStep(code, share), 4)
        .filter((level) => keep(level.date))
        .map(({ date, value }) => ({ date, level: value }));
    },
  };
}

async function lastRate(db: Database, from: string, to: string, end: string) {
  const [row] = await db
    .select({ date: fxRates.date, value: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.fromCurrency, from), eq(fxRates.toCurrency, to), lte(fxRates.date, end)))
    .orderBy(desc(fxRates.date))
    .limit(1);
  return row;
}

/** The opposite pair's rate turned round (8 decimals, as the column holds). */
function inverse(row: { date: string; value: string } | undefined) {
  return row && { date: row.date, value: new MoneyDecimal(1).dividedBy(row.value).toFixed(8) };
}
