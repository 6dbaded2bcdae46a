import type { IsoDate } from '../calendar';
import { monthOf } from '../calendar';
import type { Rng } from '../random';
import { buildBenchmarks, type BenchmarkSeries } from './benchmarks';
import { buildExplorerFunds, type ExplorerFund } from './funds';
import { MarketDays } from './days';
import { FxTable } from './fx';
import { buildInstruments, type Instrument } from './instruments';
import { marketCalendar, marketFactors, type MarketCalendar } from './series';

export type { Instrument } from './instruments';
export type { ExplorerFund } from './funds';
export type { BenchmarkSeries } from './benchmarks';
export { FxTable } from './fx';
export { CASH_SYMBOL } from './catalogue';

/** Everything about the market a seed needs: shared by every portal, generated once per run. */
export interface Market {
  calendar: MarketCalendar;
  /** The trading days of the daily closes, rates and levels (weekdays to the as-of anchor). */
  days: MarketDays;
  instruments: Instrument[];
  bySymbol: Map<string, Instrument>;
  fx: FxTable;
  benchmarks: BenchmarkSeries[];
  funds: ExplorerFund[];
  /** Month index of the "as of" date (the last price). */
  asOfIndex: number;
}

export function buildMarket(rng: Rng, asOf: IsoDate): Market {
  const asOfMonth = monthOf(asOf);
  const calendar = marketCalendar(asOfMonth);
  const factors = marketFactors(rng.fork('factors'), calendar.dates.length);
  const days = new MarketDays(calendar.dates);
  const instruments = buildInstruments(rng.fork('instruments'), factors, days);
  return {
    calendar,
    days,
    instruments,
    bySymbol: new Map(instruments.map((instrument) => [instrument.symbol, instrument])),
    fx: new FxTable(rng.fork('fx'), factors, days),
    benchmarks: buildBenchmarks(rng.fork('benchmarks'), factors, days),
    funds: buildExplorerFunds(rng.fork('funds'), factors, instruments, days),
    asOfIndex: calendar.dates.length - 1,
  };
}
