import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { marketDataIssues } from '../db/schema/index';
import type { Writer } from './store-market-data';
import type { MarketDataFailure } from './source';

/** What an issue is about: a symbol (with its instrument) or a currency pair. */
export type IssueSubject =
  { symbol: string; instrumentId: string } | { pair: { from: string; to: string } } | { benchmark: string };

const DETAIL_LIMIT = 500;

function subjectKey(subject: IssueSubject): string {
  if ('symbol' in subject) return subject.symbol;
  if ('pair' in subject) return `${subject.pair.from}/${subject.pair.to}`;
  return `benchmark:${subject.benchmark}`;
}

/**
 * "Price missing for the day": one row per subject and day; a second failure the same day replaces
 * the reason. Nothing else is touched: the last stored price stays, with its own date.
 */
export async function recordIssue(
  db: Writer,
  subject: IssueSubject,
  date: string,
  reason: MarketDataFailure,
  detail: string,
): Promise<void> {
  const text = detail.length > DETAIL_LIMIT ? `${detail.slice(0, DETAIL_LIMIT - 1)}…` : detail;
  await db
    .insert(marketDataIssues)
    .values({
      subject: subjectKey(subject),
      symbol: 'symbol' in subject ? subject.symbol : null,
      instrumentId: 'symbol' in subject ? subject.instrumentId : null,
      fromCurrency: 'pair' in subject ? subject.pair.from : null,
      toCurrency: 'pair' in subject ? subject.pair.to : null,
      date,
      reason,
      detail: text,
    })
    .onConflictDoUpdate({
      target: [marketDataIssues.subject, marketDataIssues.date],
      set: { reason: sql`excluded.reason`, detail: sql`excluded.detail`, updatedAt: sql`now()` },
    });
}

/** A later fetch of the same day got through: the day's price is no longer missing. */
export async function clearIssue(db: Writer, subject: IssueSubject, date: string): Promise<void> {
  await db
    .delete(marketDataIssues)
    .where(and(eq(marketDataIssues.subject, subjectKey(subject)), eq(marketDataIssues.date, date)));
}

export interface MarketDataIssue {
  subject: string;
  symbol: string | null;
  instrumentId: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  date: string;
  reason: string;
  detail: string | null;
}

/** The issues of one day (the admin Market data screen's list), by subject. */
export async function issuesOn(db: Database, date: string): Promise<MarketDataIssue[]> {
  return db
    .select({
      subject: marketDataIssues.subject,
      symbol: marketDataIssues.symbol,
      instrumentId: marketDataIssues.instrumentId,
      fromCurrency: marketDataIssues.fromCurrency,
      toCurrency: marketDataIssues.toCurrency,
      date: marketDataIssues.date,
      reason: marketDataIssues.reason,
      detail: marketDataIssues.detail,
    })
    .from(marketDataIssues)
    .where(eq(marketDataIssues.date, date))
    .orderBy(asc(marketDataIssues.subject));
}
