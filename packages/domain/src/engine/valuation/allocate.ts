import { MoneyDecimal, type Decimal } from '../../money';

/** Weights are decimal strings with this many decimals (a basis point is 0.0001). */
export const WEIGHT_DECIMALS = 6;

/**
 * Shares of `total` as decimal fractions with `decimals` places (WEIGHT_DECIMALS unless told) that sum to exactly 1
 * (largest-remainder rounding): each share is cut down to the scale, then the units left over go,
 * one each, to the shares that lost the most in the cut (earlier ones first on a tie). Null when the
 * total is not positive, where shares have no meaning.
 *
 * @example largestRemainderWeights(['1', '1', '1'].map(v => new MoneyDecimal(v))) // → ['0.333334', '0.333333', '0.333333']
 */
export function largestRemainderWeights(
  values: readonly Decimal[],
  decimals: number = WEIGHT_DECIMALS,
): string[] | null {
  const total = values.reduce((sum, value) => sum.plus(value), new MoneyDecimal(0));
  if (total.lte(0)) return null;
  const scale = new MoneyDecimal(10).pow(decimals);
  const exact = values.map((value) => value.times(scale).dividedBy(total));
  const floors = exact.map((share) => share.floor());
  let left = scale.minus(floors.reduce((sum, share) => sum.plus(share), new MoneyDecimal(0))).toNumber();
  const order = exact
    .map((share, i) => ({ i, remainder: share.minus(floors[i]!) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const i = order[k]!.i;
    floors[i] = floors[i]!.plus(1);
  }
  return floors.map((units) => units.dividedBy(scale).toFixed(decimals));
}
