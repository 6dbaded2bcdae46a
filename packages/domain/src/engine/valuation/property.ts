import { MoneyDecimal, type Decimal } from '../../money';
import { monthsBetween } from '../core/dates';
import { lastOnOrBefore, sortedByDate } from '../core/search';
import type { EngineHolding, PricePointInput } from './types';

/** What values a property (spec §3 annual_growth, pricePoints, purchase date and value) and its currency. */
export type PropertyData = Pick<
  EngineHolding,
  'symbol' | 'currency' | 'assetClass' | 'annualGrowth' | 'pricePoints' | 'purchaseDate' | 'purchaseValue'
>;

/** True for a property holding valued from its own data (spec §3: asset class Property, 1 unit). */
export function isPropertyHolding(holding: Partial<EngineHolding>): boolean {
  return (
    (holding.assetClass ?? '').toLowerCase() === 'property' &&
    ((holding.pricePoints?.length ?? 0) > 0 || !!holding.annualGrowth)
  );
}

/** The fields of a holding that value it as a property, nothing else. */
export function propertyData(holding: PropertyData): PropertyData {
  const { symbol, currency, assetClass, annualGrowth, pricePoints, purchaseDate, purchaseValue } = holding;
  return { symbol, currency, assetClass, annualGrowth, pricePoints, purchaseDate, purchaseValue };
}

/**
 * A property's valuation read once (its price points sorted), answering any date. A date's *step*
 * says which valuation applies: i ≥ 0 the i-th price point, −1 − m the purchase value grown for m
 * whole months; equal steps give equal values, so a caller walking days values each step once
 * (the daily engine). propertyValue is this for one date.
 */
export class PropertyValuer {
  private readonly points: readonly PricePointInput[];
  private readonly dates: string[];

  constructor(readonly holding: PropertyData) {
    this.points = holding.pricePoints ? sortedByDate(holding.pricePoints) : [];
    this.dates = this.points.map((p) => p.date);
  }

  /** The step of `date`, or undefined when neither a price point nor growth values the date. */
  stepOn(date: string): number | undefined {
    const i = lastOnOrBefore(this.dates, date);
    if (i >= 0) return i;
    const { annualGrowth, purchaseDate, purchaseValue } = this.holding;
    if (!annualGrowth || !purchaseDate || !purchaseValue || purchaseDate > date) return undefined;
    return -1 - Math.floor(monthsBetween(purchaseDate, date) + 1e-9);
  }

  /** The value of a step (the date answered is the price point's, or `date` for growth). */
  valueOf(step: number, date: string): { date: string; value: Decimal } {
    if (step >= 0)
      return { date: this.points[step]!.date, value: new MoneyDecimal(this.points[step]!.value) };
    const months = -1 - step;
    const growth = new MoneyDecimal(1).plus(new MoneyDecimal(this.holding.annualGrowth!).dividedBy(100));
    const value = new MoneyDecimal(this.holding.purchaseValue!)
      .times(growth.pow(new MoneyDecimal(months).dividedBy(12)))
      .toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
    return { date, value };
  }

  valueOn(date: string): { date: string; value: Decimal } | undefined {
    const step = this.stepOn(date);
    return step === undefined ? undefined : this.valueOf(step, date);
  }
}

/**
 * A line as the holdings list would value it on `date`: a property with its own data where that
 * data values the date (its currency is the holding's), else the line as the books hold it. The
 * daily engine's reference and the command-line engine (reconcilePortfolio) value lines through it.
 */
export function heldOn(
  line: EngineHolding,
  property: PropertyValuer | undefined,
  date: string,
): EngineHolding {
  if (!property || property.stepOn(date) === undefined) return line;
  return { ...line, ...property.holding, units: line.units };
}

/**
 * The valuers of the properties of a book (those isPropertyHolding reads as one), by symbol.
 */
export function propertyValuersOf(
  properties: readonly PropertyData[] | null | undefined,
): Map<string, PropertyValuer> {
  const valuers = new Map<string, PropertyValuer>();
  for (const property of properties ?? []) {
    if (isPropertyHolding(property)) valuers.set(property.symbol, new PropertyValuer(property));
  }
  return valuers;
}

/**
 * The value of a property on `date` (spec §3 annual_growth, pricePoints): the latest price point on
 * or before the date; else the purchase value grown by `annualGrowth` percent a year for the whole
 * months since the purchase, to the penny; undefined when neither is known for the date.
 *
 * @example propertyValue({ symbol: 'PROP-1', currency: 'GBP', assetClass: 'Property', annualGrowth: '5', purchaseDate: '2020-01-01', purchaseValue: '100000' }, '2022-01-01')
 * // → { date: '2022-01-01', value: Decimal('110250') }
 */
export function propertyValue(
  holding: PropertyData,
  date: string,
): { date: string; value: Decimal } | undefined {
  return new PropertyValuer(holding).valueOn(date);
}

/**
 * The earliest date from which two versions of a property's data may value it differently (a
 * revaluation starts there), or null when they value every date alike (or neither is a property). Growth, purchase, currency
 * or asset class changed: the earliest purchase date or price point of either; else the earliest
 * price point one has and the other has not (or has with another value): before it both find the
 * same latest point, or none.
 */
export function propertyChangedFrom(before: PropertyData, after: PropertyData): string | null {
  const points = (h: PropertyData) =>
    new Map((h.pricePoints ? sortedByDate(h.pricePoints) : []).map((p) => [p.date, p.value]));
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '') === (b ?? '') || (!!a && !!b && new MoneyDecimal(a).eq(b));
  // The engine values only a property from these columns: other lines' are not read.
  if (!isPropertyHolding(before) && !isPropertyHolding(after)) return null;
  const old = points(before);
  const now = points(after);
  const dates: string[] = [];
  const scalars =
    isPropertyHolding(before) !== isPropertyHolding(after) ||
    (before.currency ?? '') !== (after.currency ?? '') ||
    !same(before.annualGrowth, after.annualGrowth) ||
    !same(before.purchaseValue, after.purchaseValue) ||
    (before.purchaseDate ?? '') !== (after.purchaseDate ?? '');
  if (scalars) {
    for (const h of [before, after]) if (h.purchaseDate) dates.push(h.purchaseDate);
    dates.push(...old.keys(), ...now.keys());
  } else {
    for (const [date, value] of old) if (!now.has(date) || !same(value, now.get(date))) dates.push(date);
    for (const date of now.keys()) if (!old.has(date)) dates.push(date);
  }
  return dates.length === 0 ? null : dates.reduce((a, b) => (a < b ? a : b));
}
