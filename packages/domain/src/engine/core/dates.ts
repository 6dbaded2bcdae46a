/**
 * Calendar arithmetic on plain ISO dates ('YYYY-MM-DD'), in UTC so that no time zone moves a day.
 * ISO dates compare correctly as strings, which the engine uses for sorting and binary search.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in a month (`month` 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** [year, month 1-12, day] of an ISO date (not validated: see isIsoDate). */
export function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** An ISO date from its parts; the day is clamped to the month's last day. */
export function isoDate(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01. */
export function dayNumber(date: string): number {
  const [y, m, d] = dateParts(date);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** The ISO date of a day number (see dayNumber). */
export function fromDayNumber(day: number): string {
  // Civil from days (H. Hinnant's algorithm): no Date object, the daily valuation calls this per day.
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `date` moved by whole months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = dateParts(date);
  return isoDate(y, m + months, d);
}

/** The last day of the month of `date`. */
export function endOfMonth(date: string): string {
  const [y, m] = dateParts(date);
  return isoDate(y, m, 31);
}

/** The last day of the month before the month of `date`. */
export function previousMonthEnd(date: string): string {
  const [y, m] = dateParts(date);
  return isoDate(y, m - 1, 31);
}

/** The last day of the calendar year before the year of `date` (YYYY-12-31). */
export function previousYearEnd(date: string): string {
  return `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}-12-31`;
}

/**
 * Months from `from` to `to` as a real number: the whole months, then the rest of the days as a
 * share of the following month (from 15 Jan to 1 Mar is 1 + 15/28 in a common year).
 */
export function monthsBetween(from: string, to: string): number {
  if (to < from) return -monthsBetween(to, from);
  const [fy, fm] = dateParts(from);
  const [ty, tm] = dateParts(to);
  let whole = (ty - fy) * 12 + (tm - fm);
  while (whole > 0 && addMonths(from, whole) > to) whole--;
  const anchor = addMonths(from, whole);
  const next = addMonths(from, whole + 1);
  return whole + daysBetween(anchor, to) / daysBetween(anchor, next);
}
