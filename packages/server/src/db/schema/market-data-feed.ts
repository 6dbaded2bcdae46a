import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, currency } from './common';
import { instruments } from './market-data';

// The market-data feed's own bookkeeping (issue 13). Company-wide like the market tables it fills.

/**
 * "Price missing for the day": a symbol or currency pair whose fetch failed on `date`, with the
 * failure code. The admin Market data screen lists these; the last known price stays as it is.
 * `subject` is the symbol ('VOD.L'), the pair ('GBP/USD') or 'benchmark:<code>', one row per subject per day (a later
 * failure the same day replaces the reason; a later success the same day removes the row).
 */
export const marketDataIssues = pgTable(
  'market_data_issues',
  {
    ...auditColumns(),
    subject: text('subject').notNull(),
    /** Set for a symbol's issue; null for a pair's. */
    instrumentId: uuid('instrument_id').references(() => instruments.id, { onDelete: 'cascade' }),
    /** Set for a pair's issue; null for a symbol's. */
    fromCurrency: currency('from_currency'),
    toCurrency: currency('to_currency'),
    date: date('date', { mode: 'string' }).notNull(),
    /** unknown_symbol, rate_limited, malformed, timeout, unavailable or budget_exhausted. */
    reason: text('reason').notNull(),
    /** What went wrong in words, for the administrator; never holds the service key. */
    detail: text('detail'),
  },
  (t) => [
    uniqueIndex('market_data_issues_subject_date_key').on(t.subject, t.date),
    index('market_data_issues_date_idx').on(t.date),
    index('market_data_issues_instrument_id_idx')
      .on(t.instrumentId)
      .where(sql`"instrument_id" is not null`),
    check('market_data_issues_detail_length', sql`char_length("detail") <= 500`),
  ],
);

/**
 * Requests sent to the rate service per UTC day, counted before each request by an atomic upsert,
 * so every server and worker process draws on one daily budget (MARKET_DATA_DAILY_BUDGET).
 */
export const marketDataRequests = pgTable(
  'market_data_requests',
  {
    ...auditColumns(),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [uniqueIndex('market_data_requests_day_key').on(t.day)],
);
