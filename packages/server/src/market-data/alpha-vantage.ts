import { checkClose, checkCloseDate } from '@portal/domain';
import { MarketDataError } from './source';

/**
 * The answers of the §7 stock and currency-rate service, in the Alpha Vantage protocol:
 * `{"Meta Data": {…}, "Time Series (Daily)": {"2026-11-25": {"4. close": "…"}}}` for a symbol,
 * `"Time Series FX (Daily)"` for a pair; `{"Error Message": …}` for an unknown symbol;
 * `{"Note": …}` or `{"Information": …}` when it throttles.
 */

export const SERIES_KEY = {
  stock: 'Time Series (Daily)',
  fx: 'Time Series FX (Daily)',
} as const;

/** What a 200 answer said: a series, an unknown symbol, or "slow down". */
export type ServiceAnswer =
  | { kind: 'series'; body: Record<string, unknown> }
  | { kind: 'unknown'; message: string }
  | { kind: 'throttled'; message: string };

/** Sorts a parsed JSON body into the three kinds of answer; anything else is malformed. */
export function classifyAnswer(body: unknown): ServiceAnswer {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MarketDataError('malformed', 'the answer is not a JSON object');
  }
  const record = body as Record<string, unknown>;
  if (typeof record['Error Message'] === 'string') {
    return { kind: 'unknown', message: record['Error Message'] };
  }
  for (const key of ['Note', 'Information']) {
    if (typeof record[key] === 'string') return { kind: 'throttled', message: record[key] };
  }
  return { kind: 'series', body: record };
}

/**
 * The closes of a series answer dated from `since` to `until`, oldest first. Every entry is checked,
 * not only those in range: one impossible value (a negative or non-numeric close, a date that does
 * not exist or lies after `today`) means the answer cannot be trusted, and nothing of it is kept.
 */
export function seriesCloses(
  body: Record<string, unknown>,
  seriesKey: string,
  range: { since: string; until: string; today: string },
): { date: string; close: string }[] {
  const series = body[seriesKey];
  if (series === null || typeof series !== 'object' || Array.isArray(series)) {
    throw new MarketDataError('malformed', `the answer has no "${seriesKey}"`);
  }
  const out: { date: string; close: string }[] = [];
  for (const [date, entry] of Object.entries(series as Record<string, unknown>)) {
    const dateProblem = checkCloseDate(date, range.today);
    if (dateProblem) {
      throw new MarketDataError(
        'malformed',
        `${dateProblem === 'future' ? 'a future' : 'an impossible'} date "${clip(date)}"`,
      );
    }
    const raw =
      entry !== null && typeof entry === 'object'
        ? (entry as Record<string, unknown>)['4. close']
        : undefined;
    const close = checkClose(raw);
    if (!close.ok) {
      throw new MarketDataError(
        'malformed',
        `the close of ${date} is refused (${close.problem}): "${clip(String(raw))}"`,
      );
    }
    if (date >= range.since && date <= range.until) out.push({ date, close: close.value });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** At most 40 characters of what the service sent, for a message. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
