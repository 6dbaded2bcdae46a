import {
  PERFORMANCE_PERIODS,
  consolidatedReturn,
  type PerformancePeriod,
  type ReturnValue,
} from '@portal/domain';

import type { AccountPageView } from './portfolio-types';

export interface ConsolidatedPeriod {
  period: PerformancePeriod;
  portfolio: ReturnValue;
}

/**
 * The account's return over each §9 period from its portfolios' returns, weighted by each portfolio's
 * value at the start of the period (its cumulative list's value on that date). A portfolio without a
 * start value or return makes the account's figure null with that reason, never a partial figure.
 */
export function consolidatedPeriods(page: AccountPageView): ConsolidatedPeriod[] {
  return PERFORMANCE_PERIODS.map((period) => {
    const parts = page.portfolios.map(({ performance }) => {
      const result = performance.periods.find((p) => p.period === period);
      const start = result?.from ? performance.cumulative.find((e) => e.date === result.from) : undefined;
      if (!result || !start) {
        return { startValue: 1, return: result?.portfolio.value === null ? result.portfolio : noStart };
      }
      return { startValue: start.portfolioValue, return: result.portfolio };
    });
    return {
      period,
      portfolio: parts.length ? consolidatedReturn(parts) : { value: null, reason: 'no_data' },
    };
  });
}

const noStart: ReturnValue = { value: null, reason: 'no_start_valuation' };
