import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, ilike, sql, type SQL } from 'drizzle-orm';
import {
  MoneyDecimal,
  benchmarkForRiskLevel,
  benchmarkForRiskProfile,
  benchmarkId,
  addMonths,
  type FlowPoint,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, holdings, portfolioValuations, portfolios, transactions } from '../../db/schema/index';
import type {
  AccountKey,
  ChargesFeed,
  FeedRange,
  FeedSource,
  HoldingFeed,
  HoldingsFeed,
  PerformanceFeed,
  PortfolioFeed,
  TransactionFeed,
} from '../feeds';
import { cumulativeEntries, performanceInRange } from '../views';
import {
  benchmarkLevels,
  latestPrices,
  latestRates,
  levelOn,
  marketDates,
  closesOf,
  monthlyReturnsBySymbol,
} from './market';

/**
 * Feeds from our own tables. The caller has resolved the account within the viewer's scope
 * (accounts/scope-sql.ts) or, for the Data API, by its external id; every read here is confined to
 * that account's portfolios (`portfolios.account_id = account.id`), so a portfolio id of another
 * account finds nothing. `keys: 'external'` names portfolios by their external ids (the Data API's
 * keys); `'internal'` by our ids (the portal's routes).
 *
 * Lists are one query each and batched by IN lists: the account page of ten portfolios costs the
 * same seven queries as one portfolio.
 */
export interface DatabaseSourceOptions {
  keys: 'internal' | 'external';
}

const portfolioColumns = {
  id: portfolios.id,
  externalId: portfolios.externalId,
  name: portfolios.name,
  type: portfolios.type,
  currency: portfolios.currency,
  value: portfolios.value,
  inception: portfolios.inception,
  region: portfolios.region,
  objective: portfolios.objective,
  riskLevel: portfolios.riskLevel,
  esgRating: portfolios.esgRating,
  riskProfile: portfolios.riskProfile,
  color: portfolios.color,
  charges: portfolios.charges,
};

type PortfolioRow = {
  [K in keyof typeof portfolioColumns]: (typeof portfolioColumns)[K]['_']['data'] | null;
} & {
  id: string;
  name: string;
};

const CASH_FLOW_TYPES = ['Contribution', 'Withdrawal'];

function inRange(column: typeof transactions.date, range: FeedRange): SQL | undefined {
  return and(range.from ? gte(column, range.from) : undefined, range.to ? lte(column, range.to) : undefined);
}

function benchmarkNameOf(row: Pick<PortfolioRow, 'riskProfile' | 'riskLevel'>): string | null {
  return (
    benchmarkForRiskProfile(row.riskProfile) ?? (row.riskLevel ? benchmarkForRiskLevel(row.riskLevel) : null)
  );
}

export function createDatabaseSource(
  db: Database,
  options: DatabaseSourceOptions,
): FeedSource & {
  returnHistory(
    symbols: readonly string[],
    today: string,
  ): Promise<Record<string, { date: string; return: number }[]>>;
  priceHistory(symbol: string, today: string): Promise<{ date: string; price: string }[]>;
} {
  const external = options.keys === 'external';
  const keyOf = (row: { id: string; externalId: string | null }) => (external ? row.externalId! : row.id);
  const keyColumn = external ? portfolios.externalId : portfolios.id;

  function toFeed(row: PortfolioRow): PortfolioFeed {
    return {
      id: keyOf(row),
      name: row.name,
      type: row.type,
      currency: row.currency ?? 'GBP',
      value: new MoneyDecimal(row.value ?? '0').toFixed(2),
      inception: row.inception,
      region: row.region,
      objective: row.objective,
      riskLevel: row.riskLevel,
      esgRating: row.esgRating,
      riskProfile: row.riskProfile,
      color: row.color,
    };
  }

  /** The account's active portfolios with these keys (all of them when `keys` is undefined). */
  async function portfolioRows(account: AccountKey, keys?: readonly string[]): Promise<PortfolioRow[]> {
    if (keys && keys.length === 0) return [];
    return db
      .select(portfolioColumns)
      .from(portfolios)
      .where(
        and(
          eq(portfolios.accountId, account.id),
          eq(portfolios.active, true),
          external ? isNotNull(portfolios.externalId) : undefined,
          keys ? inArray(keyColumn, [...keys]) : undefined,
        ),
      )
      .orderBy(sql`${portfolios.value} desc nulls last`, asc(portfolios.name), asc(portfolios.id)) as Promise<
      PortfolioRow[]
    >;
  }

  async function portfolioRow(account: AccountKey, key: string): Promise<PortfolioRow | null> {
    if (!external && !/^[0-9a-f-]{36}$/i.test(key)) return null;
    return (await portfolioRows(account, [key]))[0] ?? null;
  }

  /** Holdings feeds of several portfolios on a date: holdings, prices and rates in three queries. */
  async function holdingsFeeds(
    rows: readonly PortfolioRow[],
    date: string,
  ): Promise<Map<string, HoldingsFeed>> {
    const out = new Map<string, HoldingsFeed>();
    if (rows.length === 0) return out;
    const lines = await db
      .select({
        id: holdings.id,
        portfolioId: holdings.portfolioId,
        instrumentId: holdings.instrumentId,
        symbol: holdings.symbol,
        name: holdings.name,
        units: holdings.units,
        cost: holdings.cost,
        currency: holdings.currency,
        assetClass: holdings.assetClass,
        sector: holdings.sector,
        region: holdings.region,
        type: holdings.type,
        isin: holdings.isin,
        sedol: holdings.sedol,
        price: holdings.price,
        purchaseDate: holdings.purchaseDate,
        purchaseValue: holdings.purchaseValue,
        annualGrowth: holdings.annualGrowth,
        pricePoints: holdings.pricePoints,
      })
      .from(holdings)
      .where(
        and(
          inArray(
            holdings.portfolioId,
            rows.map((r) => r.id),
          ),
          eq(holdings.active, true),
        ),
      )
      .orderBy(asc(holdings.portfolioId), asc(holdings.symbol));
    const instrumentIds = [
      ...new Set(lines.map((l) => l.instrumentId).filter((id): id is string => id !== null)),
    ];
    const [prices, fx] = await Promise.all([latestPrices(db, instrumentIds, date), latestRates(db, date)]);
    for (const row of rows) {
      out.set(row.id, {
        portfolioId: keyOf(row),
        date,
        baseCurrency: row.currency ?? 'GBP',
        holdings: [],
        fx: fx.map((r) => ({ date: r.date, from: r.from, to: r.to, rate: r.rate })),
      });
    }
    for (const line of lines) {
      const market = line.instrumentId ? prices.get(line.instrumentId) : undefined;
      const cash = (line.symbol ?? '').startsWith('CASH.');
      const property = line.annualGrowth !== null || (line.pricePoints?.length ?? 0) > 0;
      const feed: HoldingFeed = {
        id: line.id,
        symbol: line.symbol ?? line.name,
        name: line.name,
        units: new MoneyDecimal(line.units).toFixed(),
        cost: line.cost === null ? null : new MoneyDecimal(line.cost).toFixed(),
        currency: market?.currency ?? line.currency ?? 'GBP',
        assetClass: line.assetClass,
        sector: line.sector,
        region: line.region,
        type: line.type,
        isin: line.isin,
        sedol: line.sedol,
        // Without a market close (a holding entered by hand), the holding's own price stands.
        price: cash || property ? null : new MoneyDecimal(market?.price ?? line.price ?? '0').toFixed(),
        priceDate: cash || property ? null : (market?.date ?? line.purchaseDate ?? date),
        purchaseDate: line.purchaseDate,
        purchaseValue: line.purchaseValue === null ? null : new MoneyDecimal(line.purchaseValue).toFixed(),
        annualGrowth: line.annualGrowth === null ? null : new MoneyDecimal(line.annualGrowth).toFixed(),
        pricePoints:
          line.pricePoints?.map((p) => ({ date: p.date, value: new MoneyDecimal(p.value).toFixed() })) ??
          null,
      };
      out.get(line.portfolioId)!.holdings.push(feed);
    }
    return out;
  }

  /** Performance feeds of several portfolios: valuations, flows and benchmarks in three queries. */
  async function performanceFeeds(
    rows: readonly PortfolioRow[],
    range: FeedRange,
  ): Promise<Map<string, PerformanceFeed>> {
    const out = new Map<string, PerformanceFeed>();
    if (rows.length === 0) return out;
    const ids = rows.map((r) => r.id);
    const names = [...new Set(rows.map(benchmarkNameOf).filter((n): n is string => n !== null))];
    const [valuations, flows, levels] = await Promise.all([
      db
        .select({
          portfolioId: portfolioValuations.portfolioId,
          date: portfolioValuations.date,
          value: portfolioValuations.value,
        })
        .from(portfolioValuations)
        .where(inArray(portfolioValuations.portfolioId, ids))
        .orderBy(asc(portfolioValuations.portfolioId), asc(portfolioValuations.date)),
      db
        .select({
          portfolioId: transactions.portfolioId,
          date: transactions.date,
          type: transactions.type,
          amount: sql<string>`coalesce(${transactions.localCcyAmount}, ${transactions.amount})`,
        })
        .from(transactions)
        .where(
          and(
            inArray(transactions.portfolioId, ids),
            inArray(transactions.type, CASH_FLOW_TYPES),
            eq(transactions.active, true),
          ),
        )
        .orderBy(asc(transactions.portfolioId), asc(transactions.date)),
      benchmarkLevels(db, names),
    ]);
    const valuationsOf = new Map<string, { date: string; value: string }[]>();
    for (const v of valuations) {
      let list = valuationsOf.get(v.portfolioId);
      if (!list) valuationsOf.set(v.portfolioId, (list = []));
      list.push({ date: v.date, value: v.value });
    }
    const flowsOf = new Map<string, FlowPoint[]>();
    for (const f of flows) {
      let list = flowsOf.get(f.portfolioId!);
      if (!list) flowsOf.set(f.portfolioId!, (list = []));
      const amount = new MoneyDecimal(f.amount).abs();
      list.push({ date: f.date, amount: (f.type === 'Withdrawal' ? amount.negated() : amount).toFixed(2) });
    }
    for (const row of rows) {
      const name = benchmarkNameOf(row);
      const series = name ? levels.get(name) : undefined;
      const flowList = flowsOf.get(row.id) ?? [];
      const key = keyOf(row);
      // Since inception, then cut to the range: the same cut every source makes (performanceInRange).
      const feed: PerformanceFeed = {
        portfolioId: key,
        benchmarkId: benchmarkId(key),
        benchmarkName: name,
        entries: cumulativeEntries(valuationsOf.get(row.id) ?? [], flowList, (date) => levelOn(series, date)),
        flows: flowList.map((f) => ({ date: f.date, amount: String(f.amount) })),
      };
      out.set(row.id, performanceInRange(feed, range));
    }
    return out;
  }

  async function transactionRows(
    portfolioId: string,
    range: FeedRange,
    where?: SQL,
  ): Promise<TransactionFeed[]> {
    const rows = await db
      .select({
        id: transactions.id,
        date: transactions.date,
        type: transactions.type,
        name: transactions.name,
        symbol: transactions.symbol,
        amount: transactions.amount,
        price: transactions.price,
        value: transactions.value,
        localCcyAmount: transactions.localCcyAmount,
        currency: transactions.currency,
        fee: transactions.fee,
        settleDate: transactions.settleDate,
        assetClass: transactions.assetClass,
        balance: transactions.balance,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.portfolioId, portfolioId),
          eq(transactions.active, true),
          inRange(transactions.date, range),
          where,
        ),
      )
      .orderBy(desc(transactions.date), desc(transactions.createdAt), asc(transactions.id));
    const text = (v: string | null) => (v === null ? null : new MoneyDecimal(v).toFixed());
    return rows.map((r) => ({
      ...r,
      symbol: r.symbol ?? '',
      amount: new MoneyDecimal(r.amount).toFixed(),
      price: text(r.price),
      value: text(r.value),
      localCcyAmount: text(r.localCcyAmount),
      fee: text(r.fee),
      balance: text(r.balance),
    }));
  }

  const source = {
    async account(account: AccountKey) {
      const [row] = await db
        .select({
          id: accounts.id,
          externalId: accounts.externalId,
          name: accounts.name,
          currency: accounts.currency,
          value: accounts.value,
        })
        .from(accounts)
        .where(eq(accounts.id, account.id))
        .limit(1);
      if (!row) return null;
      return {
        id: external ? (row.externalId ?? row.id) : row.id,
        name: row.name,
        currency: row.currency ?? 'GBP',
        value: new MoneyDecimal(row.value ?? '0').toFixed(2),
      };
    },

    async portfolios(account: AccountKey) {
      return (await portfolioRows(account)).map(toFeed);
    },

    async holdings(account: AccountKey, portfolioId: string, date: string) {
      const row = await portfolioRow(account, portfolioId);
      return row ? ((await holdingsFeeds([row], date)).get(row.id) ?? null) : null;
    },

    dates: () => marketDates(db),

    async transactions(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      return { portfolioId: keyOf(row), transactions: await transactionRows(row.id, range) };
    },

    async performance(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      return row ? ((await performanceFeeds([row], range)).get(row.id) ?? null) : null;
    },

    async charges(account: AccountKey, portfolioId: string, range: FeedRange): Promise<ChargesFeed | null> {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      const items = await transactionRows(
        row.id,
        range,
        or(ilike(transactions.type, '%fee%'), ilike(transactions.type, '%charge%')),
      );
      const annual = Object.fromEntries(
        Object.entries((row.charges ?? {}) as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
          .map(([k, v]) => [k, new MoneyDecimal(v as string).toFixed()]),
      );
      return {
        portfolioId: keyOf(row),
        annual,
        items: items.map((t) => ({
          date: t.date,
          amount: new MoneyDecimal(t.localCcyAmount ?? t.amount).abs().toFixed(),
          type: t.type,
        })),
      };
    },

    async transactionCosts(account: AccountKey, portfolioId: string, range: FeedRange) {
      const row = await portfolioRow(account, portfolioId);
      if (!row) return null;
      const rows = await transactionRows(row.id, range, isNotNull(transactions.fee));
      return {
        portfolioId: keyOf(row),
        costs: rows.map((t) => ({ date: t.date, symbol: t.symbol, fee: t.fee! })),
      };
    },

    async portfolioBundle(account: AccountKey, portfolioIds: readonly string[], date: string) {
      const rows = await portfolioRows(account, portfolioIds);
      const [h, p] = await Promise.all([
        holdingsFeeds(rows, date),
        performanceFeeds(rows, { from: null, to: null }),
      ]);
      return new Map(
        rows.map((row) => [keyOf(row), { holdings: h.get(row.id)!, performance: p.get(row.id)! }]),
      );
    },

    returnHistory: (symbols: readonly string[], today: string) =>
      monthlyReturnsBySymbol(db, symbols, addMonths(today, -36)),
    // Five years and a month: enough for the 5Y discrete return and its start point.
    priceHistory: (symbol: string, today: string) => closesOf(db, symbol, addMonths(today, -61)),
  };
  return source;
}
