import { describe, expect, it } from 'vitest';
import { holdingSchema } from './holding';
import { issueMessage } from './issues';
import { modelPortfolioSchema } from './model-portfolio';
import { optionalMoney, requiredMoney } from './money';

/** Decimals bounded to what their columns hold (issue 16): numeric(20,4)/(24,8) 16 digits, (12,6) 6. */
describe('decimals bounded to their columns', () => {
  it.each([
    ['9999999999999999.9999', true],
    ['-9999999999999999', true],
    ['0000000000000000000001.5', false],
    ['00001.5', true],
    ['99999999999999999999.99999999', false],
    ['-10000000000000000', false],
  ])('money %s fits: %s', (value, fits) => {
    expect(requiredMoney().safeParse(value).success).toBe(fits);
    expect(optionalMoney.safeParse(value).success).toBe(fits);
  });

  it('says the maximum, not that the value is no number', () => {
    const result = requiredMoney().safeParse('99999999999999999999.99999999');
    expect(result.success).toBe(false);
    expect(issueMessage(result.error!.issues[0]!)).toBe('Maximum value is 10000000000000000');
    const negative = requiredMoney().safeParse('-99999999999999999999');
    expect(issueMessage(negative.error!.issues[0]!)).toBe('Minimum value is -10000000000000000');
  });

  it('holds units to the quantity column and percentages to numeric(12,6)', () => {
    const holding = { name: 'Fund', symbol: 'F', parentId: 'p', units: '1' };
    expect(holdingSchema.safeParse({ ...holding, units: '99999999999999999999.99999999' }).success).toBe(
      false,
    );
    expect(holdingSchema.safeParse({ ...holding, annual_growth: '999999.5' }).success).toBe(true);
    expect(holdingSchema.safeParse({ ...holding, annual_growth: '1000000' }).success).toBe(false);
    const model = { name: 'M', profile: 'P', min: '10', max: '90', avg: '50', rebalance: 'Quarterly' };
    expect(modelPortfolioSchema.safeParse(model).success).toBe(true);
    expect(modelPortfolioSchema.safeParse({ ...model, max: '1234567' }).success).toBe(false);
  });
});
