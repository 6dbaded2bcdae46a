import {
  MoneyDecimal,
  type AccountFeed,
  type AccountView,
  type PortfolioFeed,
  type PortfolioView,
} from '@portal/domain';

/** §5 "Portfolios with value exactly 0 are dropped", §2 "sorted by value descending". */
export function portfolioListView(feeds: readonly PortfolioFeed[]): PortfolioView[] {
  return feeds
    .filter((p) => !new MoneyDecimal(p.value).isZero())
    .map(portfolioView)
    .sort(byValueDescending);
}

export function byValueDescending(a: PortfolioView, b: PortfolioView): number {
  return (
    new MoneyDecimal(b.value).comparedTo(a.value) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)
  );
}

export function portfolioView(feed: PortfolioFeed): PortfolioView {
  return { ...feed, value: new MoneyDecimal(feed.value).toFixed(2) };
}

/** An account as loaded: its portfolios (value > 0, largest first) and its value. */
export function accountView(account: AccountFeed, portfolios: readonly PortfolioFeed[]): AccountView {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    value: new MoneyDecimal(account.value).toFixed(2),
    error: false,
    message: null,
    portfolios: portfolioListView(portfolios),
  };
}
