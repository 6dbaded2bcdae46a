import { MoneyDecimal, type Decimal } from '@portal/domain';
import type { Rng } from '../random';
import type { MarketDays } from './days';
import { randomWalk, type MarketFactors } from './series';

/** Currencies with rates: the portfolio and holding currencies plus ISK (Icelandic accounts). */
export const FX_CURRENCIES = ['GBP', 'USD', 'EUR', 'CAD', 'ISK'] as const;
export type FxCurrency = (typeof FX_CURRENCIES)[number];

/** Units of each currency per pound at the start of the market history. */
const START_PER_GBP: Record<Exclude<FxCurrency, 'GBP'>, number> = {
  USD: 1.31,
  EUR: 1.14,
  CAD: 1.72,
  ISK: 152,
};

/** Annual volatility of a currency against sterling (the monthly walk's, and the demo feed's). */
export function fxVolatility(currency: string): number {
  return currency === 'ISK' ? 0.1 : 0.08;
}

/** How much a currency's moves against sterling follow the equity factor. */
export const FX_EQUITY_BETA = 0.2;

/**
 * Exchange rates for every ordered pair on every trading day, rounded to 6 decimals as stored: each
 * currency's monthly walk against sterling, bridged day by day between month anchors (days.ts).
 * Conversions in the seed use these stored rates, so anyone recomputing a value from the tables gets
 * the same cents. Month indexes read the rate of the month's anchor day.
 */
export class FxTable {
  /** `${from}${to}` → rate per trading day. */
  private readonly rates = new Map<string, string[]>();
  private readonly decimals = new Map<string, Decimal[]>();
  private readonly numbers = new Map<string, Float64Array>();
  /** `${from}${to}` → rate per month index, as floats (estimates). */
  private readonly monthly = new Map<string, number[]>();
  private readonly ones: number[];

  constructor(
    rng: Rng,
    factors: MarketFactors,
    private readonly days: MarketDays,
  ) {
    this.ones = factors.equity.map(() => 1);
    const perGbp = new Map<FxCurrency, number[]>();
    perGbp.set(
      'GBP',
      days.days.map(() => 1),
    );
    for (const [currency, start] of Object.entries(START_PER_GBP) as [FxCurrency, number][]) {
      const walk = randomWalk(rng.fork(currency), factors, {
        start,
        drift: 0,
        volatility: fxVolatility(currency),
        equityBeta: FX_EQUITY_BETA,
        bondBeta: 0,
        decimals: 6,
      });
      const daily = days.bridge(rng.fork(`${currency}/daily`), walk, fxVolatility(currency), 6);
      perGbp.set(currency, daily.map(Number));
    }
    for (const from of FX_CURRENCIES) {
      for (const to of FX_CURRENCIES) {
        if (from === to) continue;
        const a = perGbp.get(from)!;
        const b = perGbp.get(to)!;
        const rates = a.map((value, i) => (b[i]! / value).toFixed(6));
        const numbers = Float64Array.from(rates, Number);
        this.rates.set(from + to, rates);
        this.numbers.set(from + to, numbers);
        this.monthly.set(
          from + to,
          days.anchors.map((day) => numbers[day]!),
        );
      }
    }
  }

  /** Every stored pair with its daily rates (index = trading day). */
  pairs(): { from: FxCurrency; to: FxCurrency; rates: string[] }[] {
    return [...this.rates.entries()].map(([key, rates]) => ({
      from: key.slice(0, 3) as FxCurrency,
      to: key.slice(3) as FxCurrency,
      rates,
    }));
  }

  /** 1 `from` = rate `to` in month `index` (its anchor day); exactly 1 for the same currency. */
  rate(from: string, to: string, index: number): Decimal {
    return this.rateOnDay(from, to, this.days.anchorOf(index));
  }

  /** 1 `from` = rate `to` on trading day `day`; exactly 1 for the same currency. */
  rateOnDay(from: string, to: string, day: number): Decimal {
    if (from === to) return ONE;
    const key = from + to;
    let cached = this.decimals.get(key);
    if (!cached) {
      if (!this.rates.has(key)) throw new RangeError(`No exchange rate ${from}→${to}`);
      cached = [];
      this.decimals.set(key, cached);
    }
    return (cached[day] ??= new MoneyDecimal(this.rates.get(key)![day]!));
  }

  /** All months' rates of a pair as floats (all 1 for the same currency), for estimates. */
  rateSeries(from: string, to: string): readonly number[] {
    if (from === to) return this.ones;
    const rates = this.monthly.get(from + to);
    if (!rates) throw new RangeError(`No exchange rate ${from}→${to}`);
    return rates;
  }

  /** The same rate as a float, for estimates that are never stored (trade sizing, past valuations). */
  rateNumber(from: string, to: string, index: number): number {
    return this.rateNumberOnDay(from, to, this.days.anchorOf(index));
  }

  /** A trading day's rate as a float (trade sizing). */
  rateNumberOnDay(from: string, to: string, day: number): number {
    if (from === to) return 1;
    const rates = this.numbers.get(from + to);
    if (!rates) throw new RangeError(`No exchange rate ${from}→${to}`);
    return rates[day]!;
  }
}

const ONE = new MoneyDecimal(1);
