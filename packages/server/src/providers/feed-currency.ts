import {
  lastOnOrBefore,
  toDecimal,
  type AccountCurrencyFigures,
  type PerformanceFeed,
  type PerformanceSummary,
  type PortfolioView,
} from '@portal/domain';

import { performanceSummary } from './views';

/** 1 unit of one currency in another, from a date on (the market's exchange-rate calendar). */
export interface RatePoint {
  date: string;
  rate: string;
}

/**
 * Reads the last rate on or before a date, or null when every rate is later. The rates are sorted
 * (and their dates listed) once, so a long feed's many lookups are binary searches only.
 */
export function rateReader(rates: readonly RatePoint[]): (date: string) => string | null {
  const sorted = [...rates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const dates = sorted.map((r) => r.date);
  return (date) => {
    const i = lastOnOrBefore(dates, date);
    return i < 0 ? null : sorted[i]!.rate;
  };
}

/**
 * A portfolio's performance feed restated in another currency (its account's), for figures that
 * add portfolios of different currencies. Values and flows convert at the rate of their date; the
 * cumulative return converts as a growth index, (1 + c) × rate(d) / rate(first) − 1, which is the
 * return an investor counting in that currency had. The benchmark stays as it is (it is not
 * restated). Null when a date precedes every rate: a partial restatement would mislead.
 */
export function performanceInCurrency(
  feed: PerformanceFeed,
  rates: readonly RatePoint[],
): PerformanceFeed | null {
  const rateOn = rateReader(rates);
  const first = feed.entries[0];
  const firstRate = first ? rateOn(first.date) : null;
  if (first && firstRate === null) return null;
  const entries: PerformanceFeed['entries'] = [];
  for (const entry of feed.entries) {
    const rate = rateOn(entry.date);
    if (rate === null) return null;
    const growth = (1 + entry.portfolio / 100) * (Number(rate) / Number(firstRate));
    entries.push({
      ...entry,
      portfolio: (growth - 1) * 100,
      portfolioValue: toDecimal(entry.portfolioValue).times(rate).toFixed(2),
    });
  }
  const flows: PerformanceFeed['flows'] = [];
  for (const flow of feed.flows) {
    const rate = rateOn(flow.date);
    if (rate === null) return null;
    flows.push({ date: flow.date, amount: toDecimal(flow.amount).times(rate).toFixed(2) });
  }
  return { ...feed, entries, flows };
}

/**
 * Each portfolio's value and period returns in the account's currency, in the order given: its own
 * figures when the currencies match; restated through `rateHistory` (asked once per currency) when
 * they differ; null when they differ and the source has no rates, or the rates do not reach back.
 */
export async function accountCurrencyFigures(
  accountCurrency: string,
  portfolios: readonly {
    portfolio: PortfolioView;
    feed: PerformanceFeed;
    periods: PerformanceSummary['periods'];
  }[],
  date: string,
  rateHistory: ((from: string, to: string) => Promise<RatePoint[]>) | undefined,
): Promise<(AccountCurrencyFigures | null)[]> {
  const ratesBy = new Map<string, Promise<RatePoint[]>>();
  const ratesOf = (currency: string) => {
    let rates = ratesBy.get(currency);
    if (!rates) ratesBy.set(currency, (rates = rateHistory!(currency, accountCurrency)));
    return rates;
  };
  return Promise.all(
    portfolios.map(async ({ portfolio, feed, periods }) => {
      if (portfolio.currency === accountCurrency) return { value: portfolio.value, periods };
      if (!rateHistory) return null;
      const rates = await ratesOf(portfolio.currency);
      const rate = rateReader(rates)(date);
      const restated = performanceInCurrency(feed, rates);
      if (rate === null || !restated) return null;
      return {
        value: toDecimal(portfolio.value).times(rate).toFixed(2),
        periods: performanceSummary(restated).periods,
      };
    }),
  );
}
