import { MoneyDecimal, type Decimal } from '@portal/domain';
import type { Rng } from '../random';
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
 * Monthly exchange rates for every ordered pair, rounded to 6 decimals as stored. Conversions in
 * the seed use these stored rates, so anyone recomputing a value from the tables gets the same cents.
 */
export class FxTable {
  /** `${from}${to}` → rate per month index. */
  private readonly rates = new Map<string, string[]>();
  private readonly decimals = new Map<string, Decimal[]>();
  private readonly numbers = new Map<string, number[]>();
  private readonly ones: number[];

  constructor(rng: Rng, factors: MarketFactors) {
    this.ones = factors.equity.map(() => 1);
    const perGbp = new Map<FxCurrency, number[]>();
    perGbp.set(
      'GBP',
      factors.equity.map(() => 1),
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
      perGbp.set(currency, walk.map(Number));
    }
    for (const from of FX_CURRENCIES) {
      for (const to of FX_CURRENCIES) {
        if (from === to) continue;
        const a = perGbp.get(from)!;
        const b = perGbp.get(to)!;
        const rates = a.map((value, i) => (b[i]! / value).toFixed(6));
        this.rates.set(from + to, rates);
        this.numbers.set(from + to, rates.map(Number));
      }
    }
  }

  /** Every stored pair with its monthly rates. */
  pairs(): { from: FxCurrency; to: FxCurrency; rates: string[] }[] {
    return [...this.rates.entries()].map(([key, rates]) => ({
      from: key.slice(0, 3) as FxCurrency,
      to: key.slice(3) as FxCurrency,
      rates,
    }));
  }

  /** 1 `from` = rate `to` in month `index`; exactly 1 for the same currency. */
  rate(from: string, to: string, index: number): Decimal {
    if (from === to) return ONE;
    const key = from + to;
    let cached = this.decimals.get(key);
    if (!cached) {
      const rates = this.rates.get(key);
      if (!rates) throw new RangeError(`No exchange rate ${from}→${to}`);
      cached = rates.map((rate) => new MoneyDecimal(rate));
      this.decimals.set(key, cached);
    }
    return cached[index]!;
  }

  /** All months' rates of a pair as floats (all 1 for the same currency), for estimates. */
  rateSeries(from: string, to: string): readonly number[] {
    if (from === to) return this.ones;
    const rates = this.numbers.get(from + to);
    if (!rates) throw new RangeError(`No exchange rate ${from}→${to}`);
    return rates;
  }

  /** The same rate as a float, for estimates that are never stored (trade sizing, past valuations). */
  rateNumber(from: string, to: string, index: number): number {
    if (from === to) return 1;
    const rates = this.numbers.get(from + to);
    if (!rates) throw new RangeError(`No exchange rate ${from}→${to}`);
    return rates[index]!;
  }
}

const ONE = new MoneyDecimal(1);
