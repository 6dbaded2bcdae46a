import { HOLDING_GROUP_ORDER, chartAssetClassOf, type ChartAssetClass } from '../../enums/asset-class';
import { MoneyDecimal } from '../../money';
import { cashCurrencyOf } from '../core/currency';
import { largestRemainderWeights } from './allocate';
import type { ValuedHolding } from './types';

export interface HoldingGroup {
  group: ChartAssetClass;
  holdings: ValuedHolding[];
  /** Sum of the holdings' base values. */
  value: string;
  /** Share of all groups (sums to exactly 1), null when the total is not positive. */
  weight: string | null;
}

/** A holding's chart group: a cash line ('CASH.GBP') is Cash whatever its asset class says. */
export function holdingGroupOf(holding: Pick<ValuedHolding, 'symbol' | 'assetClass'>): ChartAssetClass {
  return cashCurrencyOf(holding.symbol) ? 'Cash' : chartAssetClassOf(holding.assetClass);
}

/**
 * Holdings grouped in the order of spec §9 (Fixed Interest, Equities, Alternatives, Cash, Other) by the
 * chart group of their asset class; empty groups are left out; holdings keep their order.
 *
 * @example groupHoldings(valuation.holdings).map((g) => g.group) // → ['Fixed Interest', 'Equities']
 */
export function groupHoldings(holdings: readonly ValuedHolding[]): HoldingGroup[] {
  const groups = HOLDING_GROUP_ORDER.map((group) => ({
    group,
    holdings: holdings.filter((h) => holdingGroupOf(h) === group),
  })).filter((g) => g.holdings.length > 0);
  const values = groups.map((g) => g.holdings.reduce((sum, h) => sum.plus(h.valueBase), new MoneyDecimal(0)));
  const weights = largestRemainderWeights(values);
  return groups.map((g, i) => ({ ...g, value: values[i]!.toFixed(2), weight: weights?.[i] ?? null }));
}
