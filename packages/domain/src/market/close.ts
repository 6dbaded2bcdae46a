import { addDays, isIsoDate } from '../engine/core/dates';

/**
 * What makes a market close (a price, an exchange rate or an index level) fit to store: a positive
 * plain decimal that fits the `numeric(24, 8)` columns prices and rates live in (decision 9), on a
 * real calendar date that is not after today. A feed, an import and a manual correction all ask
 * these same questions, so a value refused by one is refused by every other.
 */

/** Digits before the point that numeric(24, 8) holds. */
export const CLOSE_INTEGER_DIGITS = 16;
/** Digits after the point that numeric(24, 8) holds. */
export const CLOSE_SCALE = 8;

const CLOSE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

export type CloseProblem = 'not_a_number' | 'not_positive' | 'too_large' | 'too_precise';
export type CloseDateProblem = 'not_a_date' | 'future';

/** The close as a trimmed decimal string, or why it is refused. Numbers are refused (floats). */
export function checkClose(
  value: unknown,
): { ok: true; value: string } | { ok: false; problem: CloseProblem } {
  if (typeof value !== 'string') return { ok: false, problem: 'not_a_number' };
  const text = value.trim();
  if (text.startsWith('-')) {
    return CLOSE_PATTERN.test(text.slice(1))
      ? { ok: false, problem: 'not_positive' }
      : { ok: false, problem: 'not_a_number' };
  }
  const match = CLOSE_PATTERN.exec(text);
  if (!match) return { ok: false, problem: 'not_a_number' };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (whole.length > CLOSE_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  if (fraction.replace(/0+$/, '').length > CLOSE_SCALE) return { ok: false, problem: 'too_precise' };
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return { ok: false, problem: 'not_positive' };
  return { ok: true, value: text };
}

/** Why `date` cannot carry a close as of `today` (both ISO dates), or null when it can. */
export function checkCloseDate(date: unknown, today: string): CloseDateProblem | null {
  if (!isIsoDate(date)) return 'not_a_date';
  return date > today ? 'future' : null;
}

/** Monday to Friday (markets close on weekdays; holidays are the feed's business). */
export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/** `date` when it is a weekday, else the Friday before it: the market day whose closes a weekend holds. */
export function lastWeekdayOnOrBefore(date: string): string {
  return isWeekday(date) ? date : lastWeekdayBefore(date);
}

/** The last weekday strictly before `date` (the Friday before a Monday, a Saturday or a Sunday). */
export function lastWeekdayBefore(date: string): string {
  let day = addDays(date, -1);
  while (!isWeekday(day)) day = addDays(day, -1);
  return day;
}
