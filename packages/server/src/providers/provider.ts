import {
  type AccountPageView,
  type AccountView,
  type BreakdownDimension,
  cannotCompute,
  type DataProviderMode,
  discreteReturns,
  earliestValuedThrough,
  type FeedRange,
  type MessageKey,
  type OverviewReturns,
  type PortfolioView,
  readCumulativeSeries,
  shareOf,
  simulatedReturns,
  type SimulatedView,
  sumMoney,
} from '@portal/domain';
import { ProviderError } from './errors';
import { accountCurrencyFigures, type RatePoint } from './feed-currency';
import type { AccountKey, FeedSource, PortfolioBundle } from './feeds';
import {
  accountView,
  breakdownAction,
  breakdownsView,
  chargesView,
  holdingsView,
  performanceSummary,
  performanceView,
  portfolioListView,
  portfolioValueOn,
  portfolioView,
  transactionsView,
  transactionView,
  valuedFigures,
} from './views';
import type { DataProvider, PortfolioRef, TabData } from './types';

export interface ProviderOptions {
  /** Today's date (ISO); the default valuation date and the end of open ranges. */
  today?: () => string;
  /** Monthly returns per symbol for the simulated tab; sources without price history leave it out. */
  returnHistory?: (symbols: readonly string[]) => Promise<Record<string, { date: string; return: number }[]>>;
  /** A security's closes over the last five years (the holding drawer); left out without price history. */
  priceHistory?: (symbol: string) => Promise<{ date: string; price: string }[]>;
  /**
   * 1 `from` in `to` over the market's history, oldest first: restates portfolios in their account's
   * currency when an account mixes currencies. Left out by sources without exchange rates.
   */
  rateHistory?: (from: string, to: string) => Promise<RatePoint[]>;
}

const ALL: FeedRange = { from: null, to: null };

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** An account that failed to load (§4): error flag, no portfolios, value 0, the §8 message. */
export function failedAccount(key: AccountKey, error: unknown, name = ''): AccountView {
  const message: MessageKey =
    error instanceof ProviderError && error.messageKey === 'errors.need_external_id'
      ? 'errors.need_external_id'
      : 'errors.external_id_not_linked';
  return {
    id: key.externalId ?? key.id,
    name,
    currency: '',
    value: '0.00',
    error: true,
    message,
    portfolios: [],
  };
}

/**
 * The account as it stood at a past day's close: its portfolios at their values then and its total
 * their sum in the account's currency. Without every portfolio's figures and rate that sum would
 * understate the account, so the stored total is kept (the page then says limited access).
 */
function pastAccount(
  view: AccountView,
  loaded: readonly { portfolio: PortfolioView }[],
  restated: readonly ({ value: string } | null)[],
): AccountView {
  const valueOf = new Map(loaded.map(({ portfolio }) => [portfolio.id, portfolio.value]));
  const portfolios = view.portfolios.map((p) => ({ ...p, value: valueOf.get(p.id) ?? p.value }));
  const complete = loaded.length === view.portfolios.length && restated.every((r) => r !== null);
  const value = complete ? sumMoney(restated.map((r) => r!.value)).toFixed(2) : view.value;
  return { ...view, portfolios, value };
}

/**
 * The data-provider actions (§7) over a feed source: every mode is this one implementation with a
 * different source, so the modes differ only in where data comes from.
 */
export function providerOver(
  mode: DataProviderMode,
  source: FeedSource,
  options: ProviderOptions = {},
): DataProvider {
  const today = options.today ?? todayIso;

  async function portfolioOf(ref: PortfolioRef) {
    const list = await source.portfolios(ref.account);
    return list.find((p) => p.id === ref.portfolioId) ?? null;
  }

  /**
   * The portfolio's currency for a view's amounts. A source that reads a portfolio's figures by its
   * id alone may still refuse the account's list (no external id): the figures then come without it.
   */
  async function currencyOf(ref: PortfolioRef): Promise<string | null> {
    return (await portfolioOf(ref).catch(() => null))?.currency ?? null;
  }

  async function holdings(ref: PortfolioRef, date?: string) {
    const feed = await source.holdings(ref.account, ref.portfolioId, date ?? today());
    return feed ? holdingsView(feed) : null;
  }

  async function transactions(ref: PortfolioRef, range: FeedRange, kind: 'all' | 'trades' | 'cash' = 'all') {
    const [feed, currency] = await Promise.all([
      source.transactions(ref.account, ref.portfolioId, range),
      currencyOf(ref),
    ]);
    return feed ? transactionsView(feed.transactions, range, kind, currency) : null;
  }

  async function charges(ref: PortfolioRef, range: FeedRange) {
    const [feed, costs, currency] = await Promise.all([
      source.charges(ref.account, ref.portfolioId, range),
      source.transactionCosts(ref.account, ref.portfolioId, range),
      currencyOf(ref),
    ]);
    return feed && costs ? chargesView(feed, costs, range, currency) : null;
  }

  async function simulated(ref: PortfolioRef, date?: string): Promise<SimulatedView | null> {
    const view = await holdings(ref, date);
    if (!view) return null;
    if (!options.returnHistory)
      return { from: null, to: null, cumulative: cannotCompute('no_data'), points: [] };
    const weights = view.holdings
      .filter((h) => !h.symbol.startsWith('CASH.') && Number(h.valueBase) > 0)
      .map((h) => ({ symbol: h.symbol, weight: Number(h.valueBase) }));
    const result = simulatedReturns(weights, await options.returnHistory(weights.map((w) => w.symbol)));
    return {
      from: result.points[0]?.date ?? null,
      to: result.points[result.points.length - 1]?.date ?? null,
      cumulative: result.cumulative,
      points: result.points.map((p) => ({ date: p.date, value: p.cumulative })),
    };
  }

  async function bundle(account: AccountKey, ids: readonly string[], date: string) {
    if (source.portfolioBundle) return source.portfolioBundle(account, ids, date);
    const entries = await Promise.all(
      ids.map(async (id) => {
        const [h, p] = await Promise.all([
          source.holdings(account, id, date),
          source.performance(account, id, ALL),
        ]);
        return h && p ? ([id, { holdings: h, performance: p }] as const) : null;
      }),
    );
    return new Map(entries.filter((e) => e !== null) as [string, PortfolioBundle][]);
  }

  const provider: DataProvider = {
    mode,

    async getAccount(account) {
      try {
        const [feed, portfolios] = await Promise.all([source.account(account), source.portfolios(account)]);
        if (!feed) return failedAccount(account, new ProviderError('errors.external_id_not_linked'));
        return accountView(feed, portfolios);
      } catch (error) {
        return failedAccount(account, error);
      }
    },

    async getPortfolios(account) {
      return portfolioListView(await source.portfolios(account));
    },

    async getPortfolio(ref) {
      const feed = await portfolioOf(ref);
      return feed ? portfolioView(feed) : null;
    },

    getHoldings: holdings,

    getDates: () => source.dates(),

    async getOverviewPortfolioReturns(account) {
      try {
        const list = portfolioListView(await source.portfolios(account));
        const feeds = await Promise.all(list.map((p) => source.performance(account, p.id, ALL)));
        return {
          limitedAccess: false,
          portfolios: list.map((p, i) => ({
            id: p.id,
            name: p.name,
            periods: feeds[i] ? performanceSummary(feeds[i], undefined, { today: today() }).periods : [],
          })),
        };
      } catch {
        return { limitedAccess: true, portfolios: [] };
      }
    },

    async getTabData(ref, tab, tabOptions = {}): Promise<TabData | null> {
      const range = tabOptions.range ?? ALL;
      switch (tab) {
        case 'exposure': {
          const view = await holdings(ref, tabOptions.date);
          return view ? { tab, breakdowns: breakdownsView(view), total: view.total } : null;
        }
        case 'holdings': {
          const view = await holdings(ref, tabOptions.date);
          return view ? { tab, holdings: view } : null;
        }
        case 'transactions':
        case 'cashTransactions': {
          const view = await transactions(ref, range, tab === 'transactions' ? 'trades' : 'cash');
          return view ? { tab, transactions: view } : null;
        }
        case 'fees': {
          const view = await charges(ref, range);
          return view ? { tab, charges: view } : null;
        }
        case 'simulated': {
          const view = await simulated(ref, tabOptions.date);
          return view ? { tab, simulated: view } : null;
        }
      }
    },

    async setPortfolioBreakdown(ref, name: BreakdownDimension) {
      const view = await holdings(ref);
      return view ? breakdownAction(view, name) : null;
    },

    async getAssetClassData(ref) {
      return (await holdings(ref))?.groups ?? null;
    },

    async getDrawerData(ref, symbol) {
      const [view, feed, closes] = await Promise.all([
        holdings(ref),
        source.transactions(ref.account, ref.portfolioId, ALL),
        options.priceHistory?.(symbol) ?? Promise.resolve(null),
      ]);
      const holding = view?.holdings.find((h) => h.symbol === symbol);
      if (!view || !holding) return null;
      return {
        holding,
        baseCurrency: view.baseCurrency,
        weight: shareOf(holding.valueBase, view.total),
        transactions: (feed?.transactions ?? []).filter((t) => t.symbol === symbol).map(transactionView),
        // The security's own price return over 1Y, 3Y, 5Y (§2 holding drawer: discrete returns).
        discrete:
          closes && closes.length > 0
            ? discreteReturns(
                readCumulativeSeries(
                  closes.map((c) => ({ date: c.date, portfolio: c.price })),
                  'index',
                ),
                view.date,
              )
            : null,
      };
    },

    async getTotalValue(account) {
      return (await provider.getAccount(account)).value;
    },

    getTransactions: (ref, range) => transactions(ref, range),

    async getPerformance(ref, range = ALL) {
      const [feed, tx, currency] = await Promise.all([
        source.performance(ref.account, ref.portfolioId, range),
        source.transactions(ref.account, ref.portfolioId, range),
        currencyOf(ref),
      ]);
      return feed
        ? performanceView(feed, tx?.transactions ?? [], currency, { today: today(), rangeEnd: range.to })
        : null;
    },

    getCharges: charges,

    async getAccountPage(account, date) {
      const view = await provider.getAccount(account);
      if (view.error)
        return { account: view, overview: { limitedAccess: true, portfolios: [] }, portfolios: [] };
      let feeds: Awaited<ReturnType<typeof bundle>>;
      try {
        feeds = await bundle(
          account,
          view.portfolios.map((p) => p.id),
          date ?? today(),
        );
      } catch (error) {
        return {
          account: failedAccount(account, error, view.name),
          overview: { limitedAccess: true, portfolios: [] },
          portfolios: [],
        };
      }
      // Periods as the screen of that day shows them: none from days the clock has not valued.
      const day = { today: today(), rangeEnd: date ?? null };
      // A past day's page states that day's values (a report's cover is the period end's), not today's.
      const past = date !== undefined && date < today() ? date : null;
      const loaded = view.portfolios.flatMap((listed) => {
        const feed = feeds.get(listed.id);
        if (!feed) return [];
        const portfolio = past ? { ...listed, value: portfolioValueOn(feed.performance, past) } : listed;
        return [{ portfolio, feed, performance: performanceSummary(feed.performance, feed.whole, day) }];
      });
      const restated = await accountCurrencyFigures(
        view.currency,
        loaded.map(({ portfolio, feed, performance }) => ({
          portfolio,
          feed: feed.performance,
          periods: performance.periods,
        })),
        date ?? today(),
        options.rateHistory,
      );
      const portfolios: AccountPageView['portfolios'] = loaded.map(({ portfolio, feed, performance }, i) => {
        const holdingsOf = holdingsView(feed.holdings);
        return {
          portfolio,
          holdings: holdingsOf,
          breakdowns: breakdownsView(holdingsOf),
          performance,
          inAccountCurrency: restated[i]
            ? { ...restated[i], periods: valuedFigures(feed.performance, restated[i].periods, day).periods }
            : null,
        };
      });
      const overview: OverviewReturns = {
        limitedAccess: portfolios.length !== view.portfolios.length,
        portfolios: portfolios.map((p) => ({
          id: p.portfolio.id,
          name: p.portfolio.name,
          periods: p.performance.periods,
        })),
      };
      return {
        account: past ? pastAccount(view, loaded, restated) : view,
        overview,
        portfolios,
        valuedThrough: earliestValuedThrough(portfolios.map((p) => p.performance.valuedThrough)),
      };
    },
  };
  if (source.reportPdf) {
    const reportPdf = source.reportPdf.bind(source);
    provider.getReportPdf = (account, request) => reportPdf(account, request);
  }
  return provider;
}
