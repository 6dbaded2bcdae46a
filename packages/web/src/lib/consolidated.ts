import {
  PERFORMANCE_PERIODS,
  consolidatedPeriodReturn,
  sharesOf,
  type PerformancePeriod,
  type ReturnValue,
} from '@portal/domain';

import type { AccountPageView } from './portfolio-types';

export interface ConsolidatedPeriod {
  period: PerformancePeriod;
  portfolio: ReturnValue;
}

type Page = Pick<AccountPageView, 'portfolios'>;

/**
 * The account's return over each §9 period from its portfolios' returns in the account's currency,
 * weighted by each portfolio's value at the start of the period (the account page carries no series,
 * so the start value is the value now taken back by the period's growth: the domain's
 * consolidatedPeriodReturn, which the accounts' cached change columns are made with too). A portfolio
 * whose return cannot be computed makes the account's figure null with that reason, never a partial
 * figure; so does one the source could not restate in the account's currency (no exchange rates).
 */
export function consolidatedPeriods(page: Page): ConsolidatedPeriod[] {
  const figures = page.portfolios.map((p) => p.inAccountCurrency);
  if (figures.some((f) => f === null))
    return PERFORMANCE_PERIODS.map((period) => ({ period, portfolio: mixedCurrencies }));
  return PERFORMANCE_PERIODS.map((period) => {
    const parts = figures.map((f) => ({
      value: f!.value,
      return: f!.periods.find((p) => p.period === period)?.portfolio ?? noData,
    }));
    return { period, portfolio: parts.length ? consolidatedPeriodReturn(parts) : noData };
  });
}

/**
 * Each portfolio's share of the account, from its value in the account's currency, in page order;
 * null when a portfolio could not be restated in that currency (values of two currencies do not add).
 */
export function accountWeights(page: Page): (string | null)[] | null {
  const values = page.portfolios.map((p) => p.inAccountCurrency?.value);
  if (values.some((value) => value === undefined)) return null;
  return sharesOf(values as string[]);
}

const noData: ReturnValue = { value: null, reason: 'no_data' };

const mixedCurrencies: ReturnValue = { value: null, reason: 'missing_data' };
