import { formatMoneyString, settlementCurrency, sumMoney, toDecimal } from '@portal/domain';

import type { HoldingView } from '../../lib/portfolio-types';

/** Whether a holding falls in a breakdown's slice (the engine's naming: settlement currency, 'Other' when blank). */
export function inSlice(
  h: HoldingView,
  dimension: string,
  slice: string,
  groupSymbols: readonly string[],
): boolean {
  if (dimension === 'group') return groupSymbols.includes(h.symbol);
  if (dimension === 'currency') return settlementCurrency(h.currency) === slice;
  const value = (h as unknown as Record<string, string | null | undefined>)[dimension];
  return (value?.trim() || 'Other') === slice;
}

/**
 * A slice's value (the exact sum of its holdings' base-currency values) and its share of the
 * portfolio's value as a fraction; the share is null when the portfolio is worth nothing.
 */
export function sliceTotal(
  rows: readonly Pick<HoldingView, 'valueBase'>[],
  portfolioValue: string,
): { value: string; weight: string | null } {
  const value = sumMoney(rows.map((row) => row.valueBase));
  const whole = toDecimal(portfolioValue);
  return {
    value: formatMoneyString(value, 2),
    weight: whole.isZero() ? null : formatMoneyString(value.div(whole), 6),
  };
}
