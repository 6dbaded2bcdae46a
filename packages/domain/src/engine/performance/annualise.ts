import { cannotCompute, computed, type ReturnValue } from '../core/result';

/**
 * A cumulative return over `months` as a yearly rate, annualised as the power of 12 over the months
 * (spec §9): (1 + r)^(12 / months) − 1. A period under 12 months is not annualised (GIPS: a rate for
 * part of a year must not be grossed up): null with 'insufficient_history'. A loss of 100 % or more
 * has no yearly rate ('zero_base'). 12 months gives back the period return.
 *
 * @example annualise(0.331, 36) // → { value: 0.1000... }
 */
export function annualise(cumulative: ReturnValue | number, months: number): ReturnValue {
  const r = typeof cumulative === 'number' ? computed(cumulative) : cumulative;
  if (r.value === null) return r;
  if (!(months >= 12)) return cannotCompute('insufficient_history');
  if (r.value <= -1) return cannotCompute('zero_base');
  if (months === 12) return r;
  return computed((1 + r.value) ** (12 / months) - 1);
}
