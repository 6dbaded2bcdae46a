import {
  cashCurrencyOf,
  portfolioDays,
  settlementCurrency,
  type EngineTransaction,
  type FxInput,
  type PriceInput,
} from '@portal/domain';
import type { portfolioValuations } from '../../db/schema/index';
import { grown, periodFigureColumns, type SeriesPoint } from '../../valuations/period-figures';
import { hasPropertyData, propertyOfRow, type PropertyRow } from '../../valuations/valuation-inputs';
import { asStoredPoint } from '../../valuations/stored-money';
import { at, type IsoDate } from '../calendar';
import type { Market } from '../market/index';
import type { Rng } from '../random';
import type { TransactionRow } from './trading';

export type ValuationRow = typeof portfolioValuations.$inferInsert;

export interface SeededSeries {
  /** The engine's daily points as portfolio_valuations rows. */
  rows: ValuationRow[];
  /** The period figures those points give as of the seed's today. */
  figures: ReturnType<typeof periodFigureColumns>;
  /** The points as the table holds them (money columns keep 4 decimals), as its account's figures read them. */
  stored: SeriesPoint[];
}

/**
 * A seeded portfolio's daily series, through the revaluation pipeline's own engine (portfolioDays,
 * periodFigureColumns): the inputs are what valuationInputs would read back from the tables the seed
 * writes (the active transactions in booking order, its property holdings' growth and price points, the stored closes of the symbols traded, the
 * rates between its currencies, up to the seed's today), so re-valuing a seeded
 * portfolio from scratch rewrites the same rows and figures (seeded-series.test.ts holds them equal).
 */
export function seededSeries(
  market: Market,
  portfolio: { id: string; portalId: string; currency: string },
  accountCurrency: string,
  transactions: readonly TransactionRow[],
  today: IsoDate,
  ids: Rng,
  holdings: readonly PropertyRow[] = [],
): SeededSeries {
  const txs: EngineTransaction[] = transactions.map((t) => ({
    date: t.date,
    type: t.type,
    symbol: t.symbol ?? '',
    amount: t.amount,
    units: t.units ?? null,
    price: t.price ?? null,
    value: t.value ?? null,
    currency: t.currency ?? null,
    localCcyAmount: t.localCcyAmount ?? null,
    fee: null,
  }));
  const symbols = new Set<string>();
  const currencies = new Set([portfolio.currency, accountCurrency, 'GBP']);
  for (const t of txs) {
    if (t.symbol && !cashCurrencyOf(t.symbol)) symbols.add(t.symbol);
    if (t.currency) currencies.add(settlementCurrency(t.currency));
  }
  const prices: PriceInput[] = [];
  for (const symbol of symbols) {
    const closes = closesOf(market, symbol);
    for (let i = 0; i < closes.length; i++) prices.push(closes[i]!);
  }
  const account = accountCurrency !== portfolio.currency ? accountCurrency : null;
  const { points } = portfolioDays({
    transactions: txs,
    prices,
    fx: ratesTouching(market, currencies),
    baseCurrency: portfolio.currency,
    accountCurrency: account,
    properties: seededProperties(holdings),
    from: transactions[0]?.date ?? today,
    to: today,
  });
  const created = at(today);
  const stored = points.map(asStoredPoint);
  // Each day's growths as a revaluation stores them (decision 115), so the clock's first next day
  // reads a few days instead of reading every seeded series whole and writing all its growths.
  const growths = grown(stored, null);
  const rows = points.map((p, i): ValuationRow => ({
    id: ids.uuid(),
    createdAt: created,
    portalId: portfolio.portalId,
    portfolioId: portfolio.id,
    date: p.date,
    value: p.value,
    netFlow: p.flow,
    income: p.income,
    fees: p.fees,
    valueAccount: p.valueAccount,
    growthColumns: growths[i]!.growth.columns,
    growthEntries: growths[i]!.growth.entries,
    growthTwr: growths[i]!.growth.twr,
  }));
  return { rows, figures: periodFigureColumns(points, today), stored };
}

/** The direct properties among a portfolio's holding rows, as valuationInputs reads them back once stored. */
function seededProperties(holdings: readonly PropertyRow[]) {
  return holdings.filter(hasPropertyData).map(propertyOfRow);
}

const pairCache = new WeakMap<Market, Map<string, { date: string; rate: string }[]>>();

/** The stored rates of one pair (1 `from` in `to`) by date, oldest first, as fx_rates holds them. */
export function storedRates(market: Market, from: string, to: string): { date: string; rate: string }[] {
  let byPair = pairCache.get(market);
  if (!byPair) pairCache.set(market, (byPair = new Map()));
  let rates = byPair.get(from + to);
  if (!rates) {
    const pair = market.fx.pairs().find((p) => p.from === from && p.to === to);
    const { days } = market.days;
    rates = pair ? pair.rates.map((rate, i) => ({ date: days[i]!, rate })) : [];
    byPair.set(from + to, rates);
  }
  return rates;
}

// The market is the same for every portfolio of a run (and of a worker): its inputs are built once.
const closesCache = new WeakMap<Market, Map<string, PriceInput[]>>();
const ratesCache = new WeakMap<Market, Map<string, FxInput[]>>();

/** A symbol's stored closes as the engine reads them; none for a line without an instrument (a property). */
function closesOf(market: Market, symbol: string): PriceInput[] {
  let bySymbol = closesCache.get(market);
  if (!bySymbol) closesCache.set(market, (bySymbol = new Map()));
  let closes = bySymbol.get(symbol);
  if (!closes) {
    const instrument = market.bySymbol.get(symbol);
    const { days } = market.days;
    closes = instrument
      ? instrument.daily.map((price, i) => ({ symbol, date: days[i]!, price, currency: instrument.currency }))
      : [];
    bySymbol.set(symbol, closes);
  }
  return closes;
}

/**
 * The stored rates of the pairs between `currencies`. valuationInputs reads every pair touching one
 * of them, but every pair is stored directly, so the engine never reads the others: the points are
 * the same, and the engine indexes a few thousand rates instead of some forty thousand.
 */
function ratesTouching(market: Market, currencies: ReadonlySet<string>): FxInput[] {
  let byKey = ratesCache.get(market);
  if (!byKey) ratesCache.set(market, (byKey = new Map()));
  const key = [...currencies].sort().join(',');
  let rates = byKey.get(key);
  if (!rates) {
    rates = [];
    const { days } = market.days;
    for (const pair of market.fx.pairs()) {
      if (!currencies.has(pair.from) || !currencies.has(pair.to)) continue;
      for (let i = 0; i < pair.rates.length; i++)
        rates.push({ date: days[i]!, from: pair.from, to: pair.to, rate: pair.rates[i]! });
    }
    byKey.set(key, rates);
  }
  return rates;
}
