/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD') and month numbers (year × 12 + month − 1), in
 * UTC so that a seed gives the same dates in every time zone. Market data is dated on the first
 * day of each month; the seed's "as of" date is such a day.
 */

export type IsoDate = string;

/** The first day of the month that `now` falls in (UTC): the default "as of" date of a seed. */
export function defaultAsOf(now: Date = new Date()): IsoDate {
  return monthStart(now.getUTCFullYear() * 12 + now.getUTCMonth());
}

/** Month number of a date: year × 12 + zero-based month. */
export function monthOf(date: IsoDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

const monthStarts = new Map<number, IsoDate>();

/** The first day of a month number. */
export function monthStart(month: number): IsoDate {
  let date = monthStarts.get(month);
  if (date === undefined) {
    const year = Math.floor(month / 12);
    const m = (month % 12) + 1;
    date = `${year}-${m < 10 ? '0' : ''}${m}-01`;
    monthStarts.set(month, date);
  }
  return date;
}

/** A day of a month number (1-28 is valid in every month). */
export function dayOf(month: number, day: number): IsoDate {
  return `${monthStart(month).slice(0, 8)}${day < 10 ? '0' : ''}${day}`;
}

// Seeding turns the same few thousand dates into instants millions of times: parse each once.
const epochCache = new Map<IsoDate, number>();

/** Milliseconds since 1970 of a date's midnight UTC. */
function epochOf(date: IsoDate): number {
  let ms = epochCache.get(date);
  if (ms === undefined) {
    ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
    if (epochCache.size > 100_000) epochCache.clear();
    epochCache.set(date, ms);
  }
  return ms;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(epochOf(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The next weekday on or after `date` + `days` (settlement dates skip weekends). */
const businessDayCache = new Map<string, IsoDate>();

export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  const key = `${date}+${days}`;
  const cached = businessDayCache.get(key);
  if (cached) return cached;
  const result = computeBusinessDays(date, days);
  if (businessDayCache.size > 100_000) businessDayCache.clear();
  businessDayCache.set(key, result);
  return result;
}

function computeBusinessDays(date: IsoDate, days: number): IsoDate {
  let ms = epochOf(date);
  let left = days;
  while (left > 0) {
    ms += 86_400_000;
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(ms).toISOString().slice(0, 10);
}

const instants = new Map<number, Date>();

/**
 * A moment on a date, `minutes` after 08:00 UTC: gives seeded rows an ordered created_at. The same
 * moment is the same Date instance (so COPY formats it once): never mutate the result.
 */
export function at(date: IsoDate, minutes = 0): Date {
  const ms = epochOf(date) + 8 * 3_600_000 + minutes * 60_000;
  let instant = instants.get(ms);
  if (!instant) {
    if (instants.size > 200_000) instants.clear();
    instant = new Date(ms);
    instants.set(ms, instant);
  }
  return instant;
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
