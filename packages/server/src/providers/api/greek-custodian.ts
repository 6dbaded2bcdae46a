import {
  benchmarkId,
  MoneyDecimal,
  type FeedRange,
  type HoldingsFeed,
  type PortfolioFeed,
  type TransactionFeed,
} from '@portal/domain';
import { z } from 'zod';
import { externalKey } from '../errors';
import type { AccountKey, FeedSource } from '../feeds';
import type { HttpClient } from './http-client';

/**
 * The Greek-market custodian service (§7): GetPosition, GetTitleTransactions, GetCashTransactions
 * and GetFees, each with customerCode (the account's external id), portfolioId and either date or
 * fromDate and toDate, and language=0. The spec does not show its payloads; the shapes below are the
 * ones this adapter expects (PascalCase, as the service writes them). GetPosition without a
 * portfolioId lists every position of the customer, which is how the portfolios are found.
 */
const num = z.union([z.number(), z.string()]).transform((v) => new MoneyDecimal(v).toFixed());

const positionSchema = z.object({
  PortfolioId: z.string(),
  PortfolioName: z.string().nullish(),
  PortfolioCurrency: z.string(),
  CustomerName: z.string().nullish(),
  Symbol: z.string(),
  Isin: z.string().nullish(),
  Title: z.string().nullish(),
  Quantity: num,
  Price: num,
  PriceDate: z.string(),
  Currency: z.string(),
  /** 1 unit of Currency in PortfolioCurrency. */
  FxRate: num,
  /** Total purchase cost in Currency. */
  Cost: num.nullish(),
  MarketValue: num,
  AssetClass: z.string().nullish(),
  Sector: z.string().nullish(),
  Region: z.string().nullish(),
});
const positionsSchema = z.object({ Positions: z.array(positionSchema) });
type Position = z.infer<typeof positionSchema>;

const titleTransactionsSchema = z.object({
  Transactions: z.array(
    z.object({
      Id: z.string().nullish(),
      TradeDate: z.string(),
      SettleDate: z.string().nullish(),
      Type: z.string(),
      Symbol: z.string(),
      Title: z.string().nullish(),
      Quantity: num,
      Price: num.nullish(),
      Amount: num.nullish(),
      Currency: z.string().nullish(),
      Fees: num.nullish(),
    }),
  ),
});
const cashTransactionsSchema = z.object({
  Transactions: z.array(
    z.object({
      Id: z.string().nullish(),
      Date: z.string(),
      Type: z.string(),
      Amount: num,
      Currency: z.string().nullish(),
      Description: z.string().nullish(),
    }),
  ),
});
const feesSchema = z.object({
  Fees: z.array(
    z.object({ Date: z.string(), Type: z.string().nullish(), Amount: num, Currency: z.string().nullish() }),
  ),
});

const TITLE_TYPES: Record<string, string> = {
  buy: 'Purchase',
  purchase: 'Purchase',
  sell: 'Sale',
  sale: 'Sale',
};
const CASH_TYPES: Record<string, string> = {
  deposit: 'Contribution',
  contribution: 'Contribution',
  withdrawal: 'Withdrawal',
  dividend: 'Dividend',
  interest: 'Interest',
};

const day = (text: string) => text.slice(0, 10);

export function createGreekCustodianSource(client: HttpClient, today: () => string): FeedSource {
  const common = (account: AccountKey, portfolioId = '') => ({
    customerCode: externalKey(account),
    portfolioId,
    language: '0',
  });
  const span = (range: FeedRange) => ({ fromDate: range.from ?? '1900-01-01', toDate: range.to ?? today() });

  async function positions(account: AccountKey, date: string, portfolioId = ''): Promise<Position[] | null> {
    const body = await client.get('GetPosition', positionsSchema, { ...common(account, portfolioId), date });
    return body ? body.Positions : null;
  }

  function portfoliosOf(list: readonly Position[]): PortfolioFeed[] {
    const byId = new Map<string, PortfolioFeed>();
    for (const p of list) {
      const feed = byId.get(p.PortfolioId) ?? {
        id: p.PortfolioId,
        name: p.PortfolioName ?? p.PortfolioId,
        type: null,
        currency: p.PortfolioCurrency,
        value: '0',
        inception: null,
        region: null,
        objective: null,
        riskLevel: null,
        esgRating: null,
        riskProfile: null,
        color: null,
      };
      feed.value = new MoneyDecimal(feed.value).plus(p.MarketValue).toFixed(2);
      byId.set(p.PortfolioId, feed);
    }
    return [...byId.values()];
  }

  async function titleTransactions(
    account: AccountKey,
    portfolioId: string,
    range: FeedRange,
  ): Promise<TransactionFeed[]> {
    const [titles, cash] = await Promise.all([
      client.get('GetTitleTransactions', titleTransactionsSchema, {
        ...common(account, portfolioId),
        ...span(range),
      }),
      client.get('GetCashTransactions', cashTransactionsSchema, {
        ...common(account, portfolioId),
        ...span(range),
      }),
    ]);
    const rows: TransactionFeed[] = [];
    for (const t of titles?.Transactions ?? []) {
      rows.push({
        id: t.Id ?? null,
        date: day(t.TradeDate),
        type: TITLE_TYPES[t.Type.toLowerCase()] ?? t.Type,
        name: t.Title ?? null,
        symbol: t.Symbol,
        amount: t.Quantity,
        price: t.Price ?? null,
        value: t.Amount ?? null,
        localCcyAmount: null,
        currency: t.Currency ?? null,
        fee: t.Fees ?? null,
        settleDate: t.SettleDate ? day(t.SettleDate) : null,
        assetClass: null,
        balance: null,
      });
    }
    for (const c of cash?.Transactions ?? []) {
      rows.push({
        id: c.Id ?? null,
        date: day(c.Date),
        type: CASH_TYPES[c.Type.toLowerCase()] ?? c.Type,
        name: c.Description ?? null,
        symbol: `CASH.${c.Currency ?? 'EUR'}`,
        amount: new MoneyDecimal(c.Amount).abs().toFixed(),
        price: null,
        value: null,
        localCcyAmount: null,
        currency: c.Currency ?? null,
        fee: null,
        settleDate: day(c.Date),
        assetClass: 'Cash',
        balance: null,
      });
    }
    return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }

  return {
    async account(account) {
      const list = await positions(account, today());
      if (!list) return null;
      const portfolios = portfoliosOf(list);
      return {
        id: externalKey(account),
        name: list[0]?.CustomerName ?? externalKey(account),
        currency: portfolios[0]?.currency ?? 'EUR',
        value: portfolios.reduce((sum, p) => sum.plus(p.value), new MoneyDecimal(0)).toFixed(2),
      };
    },
    async portfolios(account) {
      return portfoliosOf((await positions(account, today())) ?? []);
    },
    async holdings(account, portfolioId, date): Promise<HoldingsFeed | null> {
      const list = (await positions(account, date, portfolioId))?.filter(
        (p) => p.PortfolioId === portfolioId,
      );
      if (!list || list.length === 0) return null;
      const base = list[0]!.PortfolioCurrency;
      const rates = new Map(list.filter((p) => p.Currency !== base).map((p) => [p.Currency, p]));
      return {
        portfolioId,
        date,
        baseCurrency: base,
        holdings: list.map((p) => ({
          id: null,
          symbol: p.Symbol,
          name: p.Title ?? p.Symbol,
          units: p.Quantity,
          cost: p.Cost ?? null,
          currency: p.Currency,
          assetClass: p.AssetClass ?? null,
          sector: p.Sector ?? null,
          region: p.Region ?? null,
          type: null,
          isin: p.Isin ?? null,
          sedol: null,
          price: p.Symbol.startsWith('CASH.') ? null : p.Price,
          priceDate: p.Symbol.startsWith('CASH.') ? null : day(p.PriceDate),
          purchaseDate: null,
          purchaseValue: null,
          annualGrowth: null,
          pricePoints: null,
        })),
        fx: [...rates.values()].map((p) => ({
          date: day(p.PriceDate),
          from: p.Currency,
          to: base,
          rate: p.FxRate,
        })),
      };
    },
    async dates() {
      return [today()];
    },
    async transactions(account, portfolioId, range) {
      return { portfolioId, transactions: await titleTransactions(account, portfolioId, range) };
    },
    // The custodian reports positions, not a performance history: periods say 'no data'.
    async performance(_account, portfolioId) {
      return {
        portfolioId,
        benchmarkId: benchmarkId(portfolioId),
        benchmarkName: null,
        entries: [],
        flows: [],
      };
    },
    async charges(account, portfolioId, range) {
      const body = await client.get('GetFees', feesSchema, {
        ...common(account, portfolioId),
        ...span(range),
      });
      return {
        portfolioId,
        annual: {},
        items: (body?.Fees ?? []).map((f) => ({
          date: day(f.Date),
          amount: new MoneyDecimal(f.Amount).abs().toFixed(),
          type: f.Type ?? null,
        })),
      };
    },
    async transactionCosts(account, portfolioId, range) {
      const rows = await titleTransactions(account, portfolioId, range);
      return {
        portfolioId,
        costs: rows
          .filter((r) => r.fee !== null)
          .map((r) => ({ date: r.date, symbol: r.symbol, fee: r.fee! })),
      };
    },
  };
}
