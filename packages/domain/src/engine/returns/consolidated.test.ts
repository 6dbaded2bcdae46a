import { describe, expect, it } from 'vitest';
import { consolidatedPeriodReturn } from './consolidated';
describe('consolidatedPeriodReturn', () => {
  it('weights each return by the value now taken back by its growth', () => {
    const result = consolidatedPeriodReturn([
      { value: 3300, return: { value: 0.1 } },
      { value: 980, return: { value: -0.02 } },
    ]);
    expect(result.value).toBeCloseTo(0.07, 12);
  });

  it('is the reason of a portfolio without a return, and no data without portfolios', () => {
    const missing = { value: null, reason: 'insufficient_history' } as const;
    expect(
      consolidatedPeriodReturn([
        { value: 100, return: { value: 0.1 } },
        { value: 5, return: missing },
      ]),
    ).toEqual(missing);
    expect(consolidatedPeriodReturn([])).toEqual({ value: null, reason: 'no_data' });
  });

  it('leaves out a portfolio worth nothing that has no return (closed, or not funded yet)', () => {
    const empty = { value: '0.00', return: { value: null, reason: 'no_data' } as const };
    expect(consolidatedPeriodReturn([{ value: 1100, return: { value: 0.1 } }, empty]).value).toBeCloseTo(
      0.1,
      12,
    );
    expect(consolidatedPeriodReturn([empty])).toEqual({ value: null, reason: 'zero_base' });
  });
});
