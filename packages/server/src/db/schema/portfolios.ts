import { sql } from 'drizzle-orm';
import type { ReturnValue } from '@portal/domain';
import {
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, changeColumns, currency, money, percent, quantity, newestFirst } from './common';
import { accounts } from './accounts';
import { instruments } from './market-data';
import { portalIdColumn } from './tenancy';

/** A cached breakdown: name → composition (spec setPortfolioBreakdown → breakdown[name].composition). */
export type BreakdownCache = Record<string, { composition: { name: string; value: string }[] }>;

/**
 * The account page's performance figures of a portfolio, stored by its revaluation (decision 52):
 * the key points of its cumulative series (those the §9 periods and discrete returns read, percent
 * figures without the benchmark, which is applied when read) and the TWR and XIRR of the whole
 * series. Valid while `revalue_from` is null; `through` is the last day valued.
 */
export interface PerformanceFiguresCache {
  through: string;
  entries: { date: string; portfolio: number; portfolioValue: string }[];
  twr: { cumulative: ReturnValue; annualised: ReturnValue };
  xirr: ReturnValue;
}

/**
 * Portfolios of an account. The spec's clientId is the account's client (not repeated here);
 * value, changes, charges and breakdowns cache the last valuation.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** Key at the custodian / Data API (/Portfolios/{id}). */
    externalId: text('external_id'),
    /** GIA, ISA, SIPP, ExO, OPB, Trust, SSAS. */
    type: text('type'),
    region: text('region'),
    currency: currency('currency'),
    inception: date('inception', { mode: 'string' }),
    objective: text('objective'),
    riskLevel: smallint('risk_level'),
    esgRating: smallint('esg_rating'),
    /** Free text whose third word gives a risk level (spec §3). */
    riskProfile: text('risk_profile'),
    color: text('color'),
    /** Account ids combined into a consolidated view. */
    combinedAccounts: jsonb('combined_accounts').$type<string[]>(),
    value: money('value'),
    sinceInception: percent('since_inception'),
    charges: jsonb('charges'),
    breakdowns: jsonb('breakdowns').$type<BreakdownCache>(),
    ...changeColumns(),
    /**
     * The earliest date whose valuation is out of date (a booking, a correction, an import): set in
     * the writer's transaction, cleared by the revaluation job. Null when the series is current.
     */
    revalueFrom: date('revalue_from', { mode: 'string' }),
    /** The last day the stored daily series covers; null while only the seed's monthly series exists. */
    valuedThrough: date('valued_through', { mode: 'string' }),
    performanceFigures: jsonb('performance_figures').$type<PerformanceFiguresCache>(),
  },
  (t) => [
    index('portfolios_account_id_idx').on(t.accountId),
    // The clock and the Jobs screen look for portfolios waiting to be re-valued.
    index('portfolios_revalue_from_idx')
      .on(t.revalueFrom)
      .where(sql`"revalue_from" is not null`),
    index('portfolios_portal_external_id_idx').on(t.portalId, t.externalId),
    check('portfolios_risk_level_range', sql`"risk_level" between 1 and 10`),
    check('portfolios_esg_rating_range', sql`"esg_rating" between 1 and 10`),
  ],
);

/** Property valuation history (spec Holding.pricePoints, property only). */
export type PricePoint = { date: string; value: string };

/**
 * Positions of a portfolio. `symbol` is the common column; purchase_date is the spec's `date`.
 * Deleted for real when units reach 0 (spec §4), hence the cascade from the portfolio.
 */
export const holdings = pgTable(
  'holdings',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    instrumentId: uuid('instrument_id').references(() => instruments.id),
    name: text('name').notNull(),
    units: quantity('units').notNull().default('0'),
    currency: currency('currency'),
    region: text('region'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchaseValue: money('purchase_value'),
    /** Equity, Fixed income, Property, Cash, Other (Crypto appears too). */
    assetClass: text('asset_class'),
    sector: text('sector'),
    /** Stock, Fund, Cash, Commodity, Other. */
    type: text('type'),
    price: quantity('price'),
    /** Pooled cost in the settlement currency (GBP for GBX lines). */
    cost: money('cost'),
    /** The same pooled cost in the portfolio currency at trade-date rates; null when not known. */
    costBase: money('cost_base'),
    value: money('value'),
    annualGrowth: percent('annual_growth'),
    pricePoints: jsonb('price_points').$type<PricePoint[]>(),
    isin: text('isin'),
    sedol: text('sedol'),
  },
  // (portfolio_id, symbol) also serves "holdings of a portfolio" through its leading column.
  (t) => [index('holdings_portfolio_symbol_idx').on(t.portfolioId, t.symbol)],
);

/**
 * The valuation data of a direct property whose holding row was deleted (sold by hand or by a sale to
 * 0 units; decision 105): what the daily engine valued its held days from, kept so that a later
 * revaluation from before the sale values them the same. `symbol` is the line's; `parent_id` the
 * deleted holding's id; `sold_on` the day of the sale. Read only by the engine's inputs.
 */
export const soldProperties = pgTable(
  'sold_properties',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: currency('currency'),
    assetClass: text('asset_class'),
    annualGrowth: percent('annual_growth'),
    pricePoints: jsonb('price_points').$type<PricePoint[]>(),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchaseValue: money('purchase_value'),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('sold_properties_portfolio_symbol_idx').on(t.portfolioId, t.symbol)],
);

/**
 * Transactions. The spec's parentId is "account or portfolio": here it is typed as account_id
 * (always) and portfolio_id (null for account-level cash movements). The common parent_id holds the
 * holding a trade was booked against, when there is one (no foreign key: holdings at 0 units are
 * deleted, the transaction stays).
 */
export const transactions = pgTable(
  'transactions',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** Purchase, Sale, Contribution, Withdrawal, Dividend, Interest (spec purchaseType). */
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    settleDate: date('settle_date', { mode: 'string' }),
    /** Units for trades, cash for the rest, so it takes the finer units scale. */
    amount: quantity('amount').notNull(),
    localCcyAmount: money('local_ccy_amount'),
    units: quantity('units'),
    price: quantity('price'),
    fee: money('fee'),
    currency: currency('currency'),
    assetClass: text('asset_class'),
    region: text('region'),
    security: text('security'),
    value: money('value'),
    balance: money('balance'),
    fundName: text('fund_name'),
    considerationLocal: money('consideration_local'),
  },
  (t) => [
    index('transactions_portfolio_date_idx').on(t.portfolioId, newestFirst(t.date)),
    index('transactions_portfolio_symbol_idx').on(t.portfolioId, t.symbol),
    index('transactions_account_date_idx').on(t.accountId, newestFirst(t.date)),
    index('transactions_parent_id_idx')
      .on(t.parentId)
      .where(sql`"parent_id" is not null`),
  ],
);

/**
 * Valuations per portfolio, the input of time-weighted performance: the engine's daily closes once
 * the revaluation job has run (portfolios.valued_through set), else the seed's month-start series.
 * Stored with `fillfactor = 90` (migration 0022, which Drizzle's schema cannot say): a day
 * re-valued in place is a heap-only update (decision 122).
 */
export const portfolioValuations = pgTable(
  'portfolio_valuations',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: money('value').notNull(),
    /** Contributions minus withdrawals during the period ending at `date`. */
    netFlow: money('net_flow').notNull().default('0'),
    /** Dividends and interest of the day, in the portfolio currency (daily series only). */
    income: money('income').notNull().default('0'),
    /** Fees of the day, in the portfolio currency (daily series only). */
    fees: money('fees').notNull().default('0'),
    /** The value restated in the account's currency, when it differs and a rate is known. */
    valueAccount: money('value_account'),
    /**
     * The day's growth since the series' first day (decision 115), as each figure of the whole
     * series links it: the change columns' (dailyGrowthSeries), the account page's cumulative
     * figure (cumulativeEntries) and its TWR (wholeSeriesReturns). Null until the pipeline writes
     * them; a next day reads them on a few days instead of the whole series (series-growth.ts).
     */
    growthColumns: doublePrecision('growth_columns'),
    growthEntries: doublePrecision('growth_entries'),
    growthTwr: doublePrecision('growth_twr'),
  },
  (t) => [
    uniqueIndex('portfolio_valuations_portfolio_date_key').on(t.portfolioId, t.date),
    // The days with a flow, which the account page's XIRR reads (a next day reads them alone).
    index('portfolio_valuations_flow_days_idx')
      .on(t.portfolioId, t.date)
      .where(sql`"net_flow" <> 0`),
  ],
);
