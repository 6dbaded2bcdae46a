import { MOST_ENGAGED_COUNT } from '../constants';

/**
 * The analytics figures (§3 counters logins, views, messages, downloads, other, total; §2 KPI
 * table): pure sums and ratios, so the server and tests agree on every number.
 */

export const COUNTER_FIELDS = ['logins', 'views', 'messages', 'downloads', 'other', 'total'] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];
export type Counters = Record<CounterField, number>;

export const emptyCounters = (): Counters => ({
  logins: 0,
  views: 0,
  messages: 0,
  downloads: 0,
  other: 0,
  total: 0,
});

/**
 * Which counter an activity log type adds to. `preview` is a professional looking as a client and
 * never counts as anybody's activity (decision 36); every other type is `other`.
 */
export function counterOf(type: string): Exclude<CounterField, 'total'> | null {
  switch (type) {
    case 'login':
      return 'logins';
    case 'view':
      return 'views';
    case 'message':
      return 'messages';
    case 'download':
      return 'downloads';
    case 'preview':
      return null;
    default:
      return 'other';
  }
}

/** Adds `count` events of `type` to `counters` (and to the total); a preview adds nothing. */
export function addEvent(counters: Counters, type: string, count = 1): Counters {
  const field = counterOf(type);
  if (!field) return counters;
  counters[field] += count;
  counters.total += count;
  return counters;
}

export function addCounters(into: Counters, from: Partial<Counters>): Counters {
  for (const field of COUNTER_FIELDS) into[field] += from[field] ?? 0;
  return into;
}

/** A figure of the KPI table, with its change against the previous equal period. */
export interface Kpi {
  value: number;
  /**
   * Relative change against the previous period (0.25 = +25 %). Null when it is not defined: no
   * previous period ('All'), or nothing happened then (a change from 0 has no ratio).
   */
  change: number | null;
  /** Why `change` is null, for the screen to say so. */
  changeMissing: 'no-previous-period' | 'previous-zero' | null;
}

export interface KpiInput {
  counters: Counters;
  /** Users with at least one counted event in the period. */
  activeUsers: number;
}

export interface KpiSet {
  activeUsers: Kpi;
  logins: Kpi;
  views: Kpi;
  downloads: Kpi;
  messages: Kpi;
  total: Kpi;
  /** Events per active user; its value is null when nobody was active (no average of nothing). */
  averagePerActiveUser: Omit<Kpi, 'value'> & { value: number | null; valueMissing: 'no-active-users' | null };
}

/** Average events per active user, rounded to 2 places; null without active users. */
export function averagePerUser(total: number, activeUsers: number): number | null {
  if (activeUsers === 0) return null;
  return Math.round((total / activeUsers) * 100) / 100;
}

/** Relative change, rounded to 4 places (0.1234 = 12.34 %). */
export function changeOf(
  current: number | null,
  previous: number | null | undefined,
): Pick<Kpi, 'change' | 'changeMissing'> {
  if (previous === undefined) return { change: null, changeMissing: 'no-previous-period' };
  if (previous === null || previous === 0 || current === null) {
    return { change: null, changeMissing: 'previous-zero' };
  }
  return { change: Math.round(((current - previous) / previous) * 10_000) / 10_000, changeMissing: null };
}

/** The KPI table of a period; `previous` is undefined when the period has nothing to compare with. */
export function computeKpis(current: KpiInput, previous?: KpiInput): KpiSet {
  const kpi = (pick: (input: KpiInput) => number): Kpi => ({
    value: pick(current),
    ...changeOf(pick(current), previous ? pick(previous) : undefined),
  });
  const average = averagePerUser(current.counters.total, current.activeUsers);
  const previousAverage = previous
    ? averagePerUser(previous.counters.total, previous.activeUsers)
    : undefined;
  return {
    activeUsers: kpi((input) => input.activeUsers),
    logins: kpi((input) => input.counters.logins),
    views: kpi((input) => input.counters.views),
    downloads: kpi((input) => input.counters.downloads),
    messages: kpi((input) => input.counters.messages),
    total: kpi((input) => input.counters.total),
    averagePerActiveUser: {
      value: average,
      valueMissing: average === null ? 'no-active-users' : null,
      ...changeOf(average, previousAverage),
    },
  };
}

/** The most engaged (§9: 10 shown, sorted by total; ties by name so the order is stable). */
export function mostEngaged<T extends { name: string; counters: Counters }>(
  rows: readonly T[],
  limit = MOST_ENGAGED_COUNT,
): T[] {
  return rows
    .filter((row) => row.counters.total > 0)
    .sort((a, b) => b.counters.total - a.counters.total || a.name.localeCompare(b.name))
    .slice(0, limit);
}
