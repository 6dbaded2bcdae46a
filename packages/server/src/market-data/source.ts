/**
 * Where daily closes and exchange rates come from: the §7 stock and currency-rate service over
 * HTTP, or the demo source that continues the stored series. The fetch operation talks to this
 * interface only, so the clock runs the same way on either.
 */

/** Why a symbol or pair got nothing; stored as `market_data_issues.reason`. */
export const MARKET_DATA_FAILURES = [
  'unknown_symbol',
  'rate_limited',
  'malformed',
  'timeout',
  'unavailable',
  'budget_exhausted',
] as const;
export type MarketDataFailure = (typeof MARKET_DATA_FAILURES)[number];

/** A failed fetch: `reason` is the typed cause; the message is for people and holds no secret. */
export class MarketDataError extends Error {
  constructor(
    readonly reason: MarketDataFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}

export interface DailyClose {
  /** ISO date of the close. */
  date: string;
  /** Positive decimal string in the instrument's quote currency (pence for GBX). */
  close: string;
}

export interface DailyRate {
  date: string;
  /** 1 `from` = rate `to`, a positive decimal string. */
  rate: string;
}

export interface DailyLevel {
  date: string;
  /** Benchmark index level, a positive decimal string. */
  level: string;
}

export interface MarketDataSource {
  /** 'http' or 'demo', for logs and the admin screen. */
  readonly kind: 'http' | 'demo';
  /**
   * Closes dated on or after `since` (and not after `until`, default today), oldest first. A source
   * may leave out days it has nothing for. Rejects with a MarketDataError.
   */
  dailyCloses(symbol: string, since: string, until?: string): Promise<DailyClose[]>;
  /** 1 `from` in `to` per day on or after `since` (and not after `until`), oldest first. */
  dailyRates(from: string, to: string, since: string, until?: string): Promise<DailyRate[]>;
  /**
   * Benchmark levels by benchmark code, when the source has them. The §7 rate service has none
   * (benchmark levels come from imports there); the demo source continues the seeded ones.
   */
  dailyLevels?(code: string, since: string, until?: string): Promise<DailyLevel[]>;
}
