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
 * value at the start of the period (the account page carries no series, so the start value is the
 * value now taken back by the period's growth: V / (1 + r)). A portfolio whose return cannot be
 * computed makes the account's figure null with that reason, never a partial figure.
 */
export function consolidatedPeriods(page: AccountPageView): ConsolidatedPeriod[] {
  // Values in different currencies cannot weigh each other without exchange rates the page lacks.
  if (!inOneCurrency(page))
    return PERFORMANCE_PERIODS.map((period) => ({ period, portfolio: mixedCurrencies }));
  return PERFORMANCE_PERIODS.map((period) => {
    const parts = page.portfolios.map(({ portfolio, performance }) => {
      const result = performance.periods.find((p) => p.period === period)?.portfolio ?? noData;
      const startValue = result.value === null ? 1 : Number(portfolio.value) / (1 + result.value);
      return { startValue, return: result };
    });
    return { period, portfolio: parts.length ? consolidatedReturn(parts) : noData };
  });
}

const noData: ReturnValue = { value: null, reason: 'no_data' };

const mixedCurrencies: ReturnValue = { value: null, reason: 'missing_data' };

/** True when every portfolio is valued in one currency, so values add up and weigh each other. */
export function inOneCurrency(page: Pick<AccountPageView, 'portfolios'>): boolean {
  return new Set(page.portfolios.map((p) => p.portfolio.currency)).size <= 1;
}
