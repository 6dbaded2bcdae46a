import {
  addCounters,
  computeKpis,
  emptyCounters,
  isoDay,
  mostEngaged,
  resolvePeriod,
  type AnalyticsQuery,
  type AnalyticsSummary,
  type Counters,
  type DayRange,
  type KpiInput,
  type MaybeViewer,
  type ResolvedPeriod,
} from '@portal/domain';
import type { Database } from '../db/client';
import { readDayRecords, type DayRecord } from './day-records';
import { loadPopulation, portalMembership, type Population } from './population';

/** What every analytics answer starts from: the period's windows and who is counted. */
export interface AnalyticsContext {
  db: Database;
  portalId: string;
  query: AnalyticsQuery;
  period: ResolvedPeriod;
  population: Population;
}

export async function analyticsContext(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  query: AnalyticsQuery,
  today: string = isoDay(Date.now()),
): Promise<AnalyticsContext> {
  const custom = query.period === 'custom' ? { from: query.from!, to: query.to! } : undefined;
  return {
    db,
    portalId,
    query,
    period: resolvePeriod(query.period, today, custom),
    population: await loadPopulation(db, viewer, portalId, query.view),
  };
}

/** Day records of a window (rolled up on demand, today live). */
export function recordsOf(context: AnalyticsContext, range: DayRange): Promise<DayRecord[]> {
  return readDayRecords(context.db, context.portalId, range, undefined, () =>
    portalMembership(context.db, context.portalId),
  );
}

/** Each population user's counters summed over the records; users without events are absent. */
export function userTotals(records: readonly DayRecord[], population: Population): Map<string, Counters> {
  const totals = new Map<string, Counters>();
  for (const record of records) {
    for (const [userId, counters] of Object.entries(record.users)) {
      if (!population.users.has(userId)) continue;
      totals.set(userId, addCounters(totals.get(userId) ?? emptyCounters(), counters));
    }
  }
  return totals;
}

/** Each group's counters: the sum of its population members' counters. */
export function groupTotals(totals: Map<string, Counters>, population: Population): Map<string, Counters> {
  const groups = new Map<string, Counters>();
  for (const group of population.groups) {
    const sum = emptyCounters();
    for (const member of group.memberIds) {
      const counters = totals.get(member);
      if (counters) addCounters(sum, counters);
    }
    groups.set(group.id, sum);
  }
  return groups;
}

function kpiInput(totals: Map<string, Counters>): KpiInput {
  const counters = emptyCounters();
  let activeUsers = 0;
  for (const user of totals.values()) {
    addCounters(counters, user);
    if (user.total > 0) activeUsers += 1;
  }
  return { counters, activeUsers };
}

/** The KPI table, the daily series and the most engaged (§2 Analytics). */
export async function analyticsSummary(context: AnalyticsContext): Promise<AnalyticsSummary> {
  const { period, population } = context;
  const records = await recordsOf(context, period.current);
  const totals = userTotals(records, population);
  const previous = period.previous
    ? kpiInput(userTotals(await recordsOf(context, period.previous), population))
    : undefined;

  const series = records.map((record) => {
    const day = userTotals([record], population);
    const input = kpiInput(day);
    return { date: record.forDate, ...input.counters, activeUsers: input.activeUsers };
  });

  const groups = groupTotals(totals, population);
  const engagedUsers = [...totals].map(([id, counters]) => ({
    id,
    name: population.users.get(id)!.name,
    counters,
  }));
  const engagedGroups = population.groups.map((group) => ({
    id: group.id,
    name: group.name,
    counters: groups.get(group.id)!,
  }));

  return {
    period: context.query.period,
    view: context.query.view,
    range: period.current,
    previousRange: period.previous,
    population: population.users.size,
    kpis: computeKpis(kpiInput(totals), previous),
    series,
    mostEngaged: { users: mostEngaged(engagedUsers), groups: mostEngaged(engagedGroups) },
  };
}
