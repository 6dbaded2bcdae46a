import { dateKey, lastDayOnOrBefore, lowerBound, rateRow, type FxInput } from '@portal/domain';
import type { KeptRates } from './kept-market-data';

// The rows the valuation engine reads (PriceInput, FxInput), cut from the kept series: the same
// rows, with the same texts, as the queries of valuation-inputs.ts read before (decision 109). A
// revaluation hands the engine the series themselves (decision 114); the clock's batches read rows.
export { closesAfter, closesOnOrBefore } from '@portal/domain';

/**
 * Of each pair, its rates from `from` to `to` and, for each of `dates`, its last rate on or before
 * that day (or `to`, if earlier): each stored row at most once.
 */
export function ratesWithin(
  pairs: readonly KeptRates[],
  dates: readonly string[],
  from: string,
  to: string,
): FxInput[] {
  const out: FxInput[] = [];
  const first = dateKey(from);
  const last = dateKey(to);
  const needed = [...new Set(dates.map((d) => Math.min(dateKey(d), last)))];
  for (const pair of pairs) {
    const { series } = pair;
    const start = lowerBound(series.days, first);
    const end = lowerBound(series.days, last + 1);
    const before = new Set<number>();
    for (const day of needed) {
      const i = lastDayOnOrBefore(series, day);
      if (i >= 0 && (i < start || i >= end)) before.add(i);
    }
    for (const i of [...before].sort((a, b) => a - b)) out.push(rateRow(pair, i));
    for (let i = start; i < end; i++) out.push(rateRow(pair, i));
  }
  return out;
}
