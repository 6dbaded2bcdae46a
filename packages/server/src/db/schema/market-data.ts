import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes, changeColumns, currency, money, quantity } from './common';
import { users } from './identity';

// Market data is company-wide: prices, rates and benchmarks are facts about the market, shared by
// every portal, so none of these tables has portal_id.

/** Securities and funds that holdings and transactions refer to; `symbol` is the common column. */
export const instruments = pgTable(
  'instruments',
  {
    ...auditColumns(),
    /** The common symbol column, required here: it is how holdings and prices find the instrument. */
    symbol: text('symbol').notNull(),
    isin: text('isin'),
    sedol: text('sedol'),
    name: text('name').notNull(),
    /** Quote currency; GBX for UK lines priced in pence. */
    currency: currency('currency').notNull(),
    assetClass: text('asset_class'),
    sector: text('sector'),
    region: text('region'),
    /** Stock, Fund, Cash, Commodity, Other (spec Holding.type). */
    type: text('type'),
  },
  (t) => [
    uniqueIndex('instruments_symbol_key').on(t.symbol),
    index('instruments_isin_idx').on(t.isin),
    ...auditIndexes('instruments', t, ['slug']),
  ],
);

/** Daily close per instrument. The unique index also serves "latest price" (scanned backwards). */
export const instrumentPrices = pgTable(
  'instrument_prices',
  {
    ...auditColumns(),
    instrumentId: uuid('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    price: quantity('price').notNull(),
    currency: currency('currency').notNull(),
  },
  (t) => [uniqueIndex('instrument_prices_instrument_date_key').on(t.instrumentId, t.date)],
);

/** Daily exchange rates: 1 from_currency = rate to_currency. */
export const fxRates = pgTable(
  'fx_rates',
  {
    ...auditColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    fromCurrency: currency('from_currency').notNull(),
    toCurrency: currency('to_currency').notNull(),
    rate: quantity('rate').notNull(),
  },
  (t) => [uniqueIndex('fx_rates_pair_date_key').on(t.fromCurrency, t.toCurrency, t.date)],
);

/**
 * A change stamp per instrument's closes (`kind` 'price', `key` its id) and per currency pair's rates
 * ('fx', 'GBP/USD'), kept by migration 0020's statement triggers on instrument_prices and fx_rates,
 * so every writer (fetch, import, correction, seed, psql) moves it. A process that keeps the series in
 * memory (market-data/kept-market-data.ts) compares its copy's stamp with this row, read in the
 * reader's own transaction: `version` counts the statements that changed the series, `writer` is
 * the transaction that made the latest one (a rolled-back write cannot pass for a committed one),
 * `prior_writer` the one before, and `changed_from` the earliest date the latest one touched (null:
 * all of them, a TRUNCATE), so a copy one change behind reads only the days from there.
 */
export const marketDataStamps = pgTable(
  'market_data_stamps',
  {
    ...auditColumns(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    writer: bigint('writer', { mode: 'number' }),
    priorWriter: bigint('prior_writer', { mode: 'number' }),
    changedFrom: date('changed_from', { mode: 'string' }),
  },
  (t) => [uniqueIndex('market_data_stamps_kind_key_key').on(t.kind, t.key)],
);

/** Benchmark series (the IA sectors of spec §9, chosen by risk profile). */
export const benchmarks = pgTable(
  'benchmarks',
  {
    ...auditColumns(),
    name: text('name').notNull(),
    /** Stable key used in code, e.g. "ia-mixed-0-35". */
    code: text('code').notNull(),
    currency: currency('currency').notNull(),
  },
  (t) => [uniqueIndex('benchmarks_code_key').on(t.code)],
);

/** One index level per benchmark per date (monthly or daily). */
export const benchmarkValues = pgTable(
  'benchmark_values',
  {
    ...auditColumns(),
    benchmarkId: uuid('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: quantity('value').notNull(),
  },
  (t) => [uniqueIndex('benchmark_values_benchmark_date_key').on(t.benchmarkId, t.date)],
);

/** The investments explorer's fund universe (spec §9 fund field labels). */
export const funds = pgTable(
  'funds',
  {
    ...auditColumns(),
    isin: text('isin').notNull(),
    name: text('name').notNull(),
    /** Citi code. */
    fundCode: text('fund_code'),
    groupName: text('group_name'),
    assetClass: text('asset_class'),
    fundType: text('fund_type'),
    objective: text('objective'),
    currency: currency('currency'),
    size: money('size'),
    price: quantity('price'),
    priceDate: date('price_date', { mode: 'string' }),
    region: text('region'),
    sector: text('sector'),
    esgRating: smallint('esg_rating'),
    instrumentId: uuid('instrument_id').references(() => instruments.id),
    ...changeColumns(),
  },
  (t) => [
    uniqueIndex('funds_isin_key').on(t.isin),
    index('funds_fund_code_idx').on(t.fundCode),
    // Explorer search is by name prefix or ISIN; lower(name) keeps it case-blind.
    index('funds_lower_name_idx').on(sql`lower(${t.name})`),
    ...auditIndexes('funds', t, ['slug']),
  ],
);

/** A user's favourite funds in the explorer ("favourites only" filter). */
export const fundFavourites = pgTable(
  'fund_favourites',
  {
    ...auditColumns(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('fund_favourites_fund_user_key').on(t.fundId, t.userId),
    index('fund_favourites_user_id_idx').on(t.userId),
  ],
);
