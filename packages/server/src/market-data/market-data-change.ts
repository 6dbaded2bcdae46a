/**
 * What a write of market data changed: for each symbol, currency pair and benchmark, the earliest
 * date whose close was added or altered. Fetches, imports and manual corrections return one; the
 * revaluation scheduler turns it into "re-value these portfolios from that date" (issue 13).
 */
export interface MarketDataChange {
  /** Instrument symbol → earliest changed date (ISO yyyy-mm-dd). */
  symbols: Record<string, string>;
  /** 'GBP/USD' (from/to as stored) → earliest changed date. */
  rates: Record<string, string>;
  /** Benchmark code → earliest changed date. */
  benchmarks: Record<string, string>;
}

export function emptyMarketDataChange(): MarketDataChange {
  return { symbols: {}, rates: {}, benchmarks: {} };
}

/** Records `date` under `key` when it is earlier than what is there. */
export function noteChange(into: Record<string, string>, key: string, date: string): void {
  const known = into[key];
  if (known === undefined || date < known) into[key] = date;
}

/** Whether anything changed at all. */
export function isEmptyChange(change: MarketDataChange): boolean {
  return (
    Object.keys(change.symbols).length === 0 &&
    Object.keys(change.rates).length === 0 &&
    Object.keys(change.benchmarks).length === 0
  );
}
