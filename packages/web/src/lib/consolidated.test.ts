import { describe, expect, it } from 'vitest';

import { accountWeights, consolidatedPeriods } from './consolidated';
import type { AccountPageView } from './portfolio-types';

type Entry = AccountPageView['portfolios'][number];

const periods = (inception: number | null) => [
  {
    period: 'inception',
    portfolio: inception === null ? { value: null, reason: 'no_start_valuation' } : { value: inception },
  },
];

/** A portfolio in the account's currency: its own figures are its account-currency figures. */
const entry = (value: string, inception: number | null) =>
  ({
    portfolio: { value, currency: 'GBP' },
    performance: { periods: periods(inception) },
    inAccountCurrency: { value, periods: periods(inception) },
  }) as unknown as Entry;

/** A portfolio in another currency, restated (or not: null) in the account's. */
const foreign = (value: string, inception: number, restated: { value: string; inception: number } | null) =>
  ({
    portfolio: { value, currency: 'USD' },
    performance: { periods: periods(inception) },
    inAccountCurrency: restated && { value: restated.value, periods: periods(restated.inception) },
  }) as unknown as Entry;

describe('consolidated account returns', () => {
  it('weights each portfolio by its value at the start of the period', () => {
    // 3300 grew 10 % (3000 at the start), 980 fell 2 % (1000 at the start): (300 − 20) / 4000 = 7 %.
    const page = { portfolios: [entry('3300', 0.1), entry('980', -0.02)] };
    const since = consolidatedPeriods(page).find((p) => p.period === 'inception')!;
    expect(since.portfolio.value).toBeCloseTo(0.07, 10);
    expect(consolidatedPeriods(page).find((p) => p.period === '1D')!.portfolio).toEqual({
      value: null,
      reason: 'no_data',
    });
    expect(accountWeights(page)).toEqual(['0.77102804', '0.22897196']);
  });

  it('is null with the reason when one portfolio cannot be computed, never a partial figure', () => {
    const page = { portfolios: [entry('3300', 0.1), entry('980', null)] };
    expect(consolidatedPeriods(page).find((p) => p.period === 'inception')!.portfolio).toEqual({
      value: null,
      reason: 'no_start_valuation',
    });
  });

  it('adds a portfolio of another currency through its figures in the account currency', () => {
    // $1250 up 25 % in dollars is £1000 up 0 % in pounds (the dollar fell): (300 + 0) / 4000 = 7.5 %.
    const page = {
      portfolios: [entry('3300', 0.1), foreign('1250', 0.25, { value: '1000', inception: 0 })],
    };
    const since = consolidatedPeriods(page).find((p) => p.period === 'inception')!;
    expect(since.portfolio.value).toBeCloseTo(0.075, 10);
    expect(accountWeights(page)).toEqual(['0.76744186', '0.23255814']);
  });

  it('has no figure or weights across currencies the source could not restate', () => {
    const page = { portfolios: [entry('3300', 0.1), foreign('980', -0.02, null)] };
    expect(consolidatedPeriods(page)[0]!.portfolio).toEqual({ value: null, reason: 'missing_data' });
    expect(accountWeights(page)).toBeNull();
  });
});
