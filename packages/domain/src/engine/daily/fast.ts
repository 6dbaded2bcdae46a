import type { Decimal } from '../../money';
import type { FxBook } from '../valuation/market';
import { fromDayNumber } from '../core/dates';
import { EngineError } from '../core/errors';
import { centsText, convertedCents, exactConvertedCents } from './cents';
import { Closes, dateKey } from './closes';
import {
  STALE_BUSINESS_DAYS,
  businessDaysBetween,
  dayGrid,
  fxBookOf,
  oneWay,
  orderedRows,
  propertyValuers,
} from './plan';
import { valueDailyReference } from './reference';
import { replayDays } from './replay-days';
import { MissingRate, SymbolValues } from './symbol-values';
import type { DailyPoint, DailyValuation, DailyValuationInput } from './types';

/** Sums of cents stay exact in float64 below 2^53; past 2^52 the reference values the book. */
const SAFE_CENTS = 2 ** 52;

/**
 * The daily valuation, fast path: the same points as valueDailyReference, to the penny, without a
 * decimal object per holding per day (decision 43). The transactions go through HoldingsBook day
 * by day (replay-days.ts); then each line is valued over the days it is held, walking its closes
 * with a forward cursor, in integer cents in float64 (cents.ts rounds a float only where it
 * provably rounds like the exact value, and takes an exact path otherwise); rates come from
 * FxBook as floats, Decimals only where needed. Any refusal (a missing rate, a bad row) is left
 * to the reference, which throws its own EngineError. Property tests hold it equal to the reference.
 */
export function valueDaily(input: DailyValuationInput): DailyValuation {
  try {
    return valueFast(input) ?? valueDailyReference(input);
  } catch (error) {
    if (error instanceof MissingRate || error instanceof EngineError) return valueDailyReference(input);
    throw error;
  }
}

/** The fast valuation, or undefined when the reference must value the book (exactness guards). */
function valueFast(input: DailyValuationInput): DailyValuation | undefined {
  const base = input.baseCurrency;
  const rows = orderedRows(input);
  const fx = fxBookOf(input);
  const days = dayGrid(input, rows);
  const dates = days.map(fromDayNumber);
  const replayed = replayDays(rows, dates, base, fx);
  if (input.closes) oneWay(input.prices, 'closes');
  const closes = input.closes
    ? Closes.ofColumns(input.closes, replayed.lines.index, input.from)
    : Closes.index(input.prices, replayed.lines.index, input.from);
  if (!closes) return undefined;
  const keys = Int32Array.from(dates, dateKey);
  const fresh = Int32Array.from(days, (day) => dateKey(freshFrom(day)));
  const values = new SymbolValues(replayed, closes, fx, base, dates, propertyValuers(input)).run(keys, fresh);
  const account = input.accountCurrency ? new AccountRate(fx, base, input.accountCurrency) : undefined;
  const points = new Array<DailyPoint>(dates.length);
  for (let d = 0; d < dates.length; d++) {
    if (!(values.size[d]! < SAFE_CENTS)) return undefined;
    const value = values.total[d]!;
    const stale = values.stale[d];
    points[d] = {
      date: dates[d]!,
      value: centsText(value),
      valueAccount: account ? account.restate(value, dates[d]!) : null,
      ...replayed.totals[d]!,
      stale: stale ? (stale.length > 1 ? stale.sort(bySymbol) : stale) : [],
    };
  }
  return { points };
}

/** The day's value restated in the account currency, as the reference does; null without a rate. */
class AccountRate {
  constructor(
    private readonly fx: FxBook,
    private readonly from: string,
    private readonly to: string,
  ) {}

  restate(cents: number, date: string): string | null {
    const rate = this.fx.rateFloatOn(this.from, this.to, date);
    if (rate === undefined) return null;
    let converted = convertedCents(cents, rate);
    if (converted !== converted) {
      const exact: Decimal = this.fx.rateOn(this.from, this.to, date)!;
      converted = exactConvertedCents(cents, exact);
    }
    return centsText(converted);
  }
}

/** The oldest close date still fresh on `day`: older than STALE_BUSINESS_DAYS business days is stale. */
function freshFrom(day: number): string {
  let first = day;
  while (businessDaysBetween(first - 1, day) <= STALE_BUSINESS_DAYS) first--;
  return fromDayNumber(first);
}

function bySymbol(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
