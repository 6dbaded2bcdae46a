import { toDecimal, type MoneyInput } from '../../money';
import { cannotCompute, computed, type ReturnValue } from '../core/result';

/**
 * The return of a holding (spec §9): (value − cost) / cost, as a fraction. Null with 'zero_base'
 * when the cost is 0 (or negative), 'missing_data' when it is unknown.
 *
 * @example holdingReturn('1100', '1000') // → { value: 0.1 }
 */
export function holdingReturn(value: MoneyInput, cost: MoneyInput | null | undefined): ReturnValue {
  if (cost === null || cost === undefined || cost === '') return cannotCompute('missing_data');
  const base = toDecimal(cost);
  if (base.lte(0)) return cannotCompute('zero_base');
  return computed(toDecimal(value).minus(base).dividedBy(base).toNumber());
}
