import { MoneyDecimal } from '@portal/domain';
import type { SeriesPoint } from './period-figures';

/**
 * A money figure as a numeric(20, 4) column stores it: rounded half away from zero to 4 decimals
 * (PostgreSQL's rounding of numeric input). Figures with 4 decimals or fewer are returned as given.
 */
export function asStoredMoney(amount: string): string {
  const point = amount.indexOf('.');
  if (point < 0 || amount.length - point - 1 <= 4) return amount;
  return new MoneyDecimal(amount).toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP).toFixed(4);
}

/**
 * A point of a daily series as portfolio_valuations holds it (values have 2 decimals already), so
 * figures computed from the points in hand are those computed from the stored rows, to the digit.
 */
export function asStoredPoint(point: SeriesPoint): SeriesPoint {
  return { date: point.date, value: point.value, flow: asStoredMoney(point.flow) };
}
