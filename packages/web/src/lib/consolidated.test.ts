import { describe, expect, it } from 'vitest';

import { consolidatedPeriods } from './consolidated';
import type { AccountPageView } from './portfolio-types';

const entry = (value: string, inception: number | null, currency = 'GBP') =>
  ({
    portfolio: { value, currency },
    performance: {
      periods: [
        {
          period: 'inception',
          portfolio:
            inception === null ? { value: null, reason: 'no_start_valuation' } : { value: inception },
        },
      ],
    },
  }) as unknown as AccountPageView['portfolios'][number];

describe('consolidated account returns', () => {
  it('weights each portfolio by its value at the start of the period', () => {
    // 3300 grew 10 % (3000 at the start), 980 fell 2 % (1000 at the start): (300 − 20) / 4000 = 7 %.
    const page = { portfolios: [entry('3300', 0.1), entry('980', -0.02)] } as AccountPageView;
    const since = consolidatedPeriods(page).find((p) => p.period === 'inception')!;
    expect(since.portfolio.value).toBeCloseTo(0.07, 10);
    expect(consolidatedPeriods(page).find((p) => p.period === '1D')!.portfolio).toEqual({
      value: null,
      reason: 'no_data',
    });
  });

  it('is null with the reason when one portfolio cannot be computed, never a partial figure', () => {
    const page = { portfolios: [entry('3300', 0.1), entry('980', null)] } as AccountPageView;
    expect(consolidatedPeriods(page).find((p) => p.period === 'inception')!.portfolio).toEqual({
      value: null,
      reason: 'no_start_valuation',
    });
  });

  it('has no figure across currencies (no exchange rates on the page)', () => {
    const page = { portfolios: [entry('3300', 0.1), entry('980', -0.02, 'USD')] } as AccountPageView;
    expect(consolidatedPeriods(page)[0]!.portfolio).toEqual({ value: null, reason: 'missing_data' });
  });
});
