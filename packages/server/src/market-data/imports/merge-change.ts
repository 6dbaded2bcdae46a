import { noteChange, type MarketDataChange } from '../market-data-change';

/** Adds `from` to `into`, keeping the earlier date where both name a series. */
export function mergeChange(into: MarketDataChange, from: MarketDataChange): MarketDataChange {
  for (const part of ['symbols', 'rates', 'benchmarks'] as const)
    for (const [series, date] of Object.entries(from[part])) noteChange(into[part], series, date);
  return into;
}
