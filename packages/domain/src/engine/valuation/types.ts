import type { ReturnValue } from '../core/result';

/** A yearly (or any) valuation of a property holding (spec §3 pricePoints). */
export interface PricePointInput {
  date: string;
  value: string;
}

/**
 * A holding to value: the columns of a stored holding row (spec §3) that valuation, grouping and
 * breakdowns read. `cost` is in the settlement currency (GBP for GBX lines).
 */
export interface EngineHolding {
  symbol: string;
  name?: string | null;
  units: string;
  cost?: string | null;
  /**
   * The pooled cost in the base currency at trade-date rates (see Position.costBase); when left out
   * it is the cost for a line settled in the base currency and unknown otherwise.
   */
  costBase?: string | null;
  /** Quote currency: USD, EUR, GBP, GBX (pence), CAD, ...; a property is in the portfolio currency. */
  currency: string;
  assetClass?: string | null;
  sector?: string | null;
  region?: string | null;
  type?: string | null;
  substrategy?: string | null;
  vintage?: string | null;
  /** Property only: annual growth as a percent figure ('4.50' = 4.5 % a year). */
  annualGrowth?: string | null;
  /** Property only: valuations; the latest on or before the date is the value. */
  pricePoints?: readonly PricePointInput[] | null;
  /** Property only (with annualGrowth): the purchase date and price that growth compounds from. */
  purchaseDate?: string | null;
  purchaseValue?: string | null;
}

/** A holding with its price and values on a date. Money as decimal strings with 2 decimals. */
export interface ValuedHolding extends EngineHolding {
  /** The price used (quote currency), or null for a property valued from its own data. */
  price: string | null;
  /** The date of that price or property valuation. */
  priceDate: string;
  /** units × price in the settlement currency (÷ 100 for GBX), to the penny. */
  value: string;
  /** `value` in the base currency at the date's exchange rate, to the penny. */
  valueBase: string;
  /** (value − cost) / cost (spec §9); null with a reason when the cost is 0 or unknown. */
  return: ReturnValue;
  /** The cost in the base currency at trade-date rates, or null when unknown (see costInBase). */
  costBase: string | null;
  /** The gain in the base currency and its market and currency effects; null without both costs. */
  gainBase: BaseGain | null;
}

/**
 * A holding's gain in the base currency (money strings with 2 decimals), split in two: the market
 * effect, the gain in the settlement currency at today's rate ((value − cost) × rate), and the
 * currency effect, what the rate's move did to the cost (cost × rate − costBase). The parts add up
 * exactly to the total; a rounding residue goes to the part whose own rounding left it.
 */
export interface BaseGain {
  /** valueBase − costBase. */
  total: string;
  market: string;
  currency: string;
}

/** A valuation of a set of holdings. */
export interface Valuation {
  date: string;
  baseCurrency: string;
  holdings: ValuedHolding[];
  /** Exact sum of `valueBase`. */
  total: string;
}
