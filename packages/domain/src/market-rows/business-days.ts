/**
 * Business days (Monday to Friday; bank holidays are not known here) for the stale-price rule: a
 * price older than five business days is stale (issue 13).
 */

const DAY_MS = 86_400_000;

const parse = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `count` business days before `date` (ISO yyyy-mm-dd); a weekend day counts from Friday. */
export function businessDaysBefore(date: string, count: number): string {
  let ms = parse(date);
  let left = count;
  while (left > 0) {
    ms -= DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return format(ms);
}

/** Days a price may age before a holding's price counts as stale. */
export const STALE_PRICE_BUSINESS_DAYS = 5;

/** The last date a price may carry and still be current on `today` (older ones are stale). */
export function stalePriceCutoff(today: string): string {
  return businessDaysBefore(today, STALE_PRICE_BUSINESS_DAYS);
}
