import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '@portal/domain';
import { addEvent, eachDay, emptyCounters, isoDay, type Counters, type DayRange } from '@portal/domain';
import type { Database } from '../db/client';
import { logAnalytics, logs, type AnalyticsCounters } from '../db/schema/index';

/**
 * A day is stored once it has been over for SETTLE_MS: a transaction that began before midnight may
 * commit a log entry dated the day before just after it. Until then it is read live, as today is.
 */
const SETTLE_MS = 10 * 60_000;

/** The first day still read live from logs: today, or yesterday in the first minutes of a day. */
export function firstLiveDay(now: number = Date.now()): string {
  return isoDay(now - SETTLE_MS);
}

/** One day of a portal's activity: counters per user (the §3 Analytics day record's core). */
export interface DayRecord {
  forDate: string;
  /** Counts by event type and by `view:<section>` (§3 "events by portal and view"). */
  events: Record<string, number>;
  users: Record<string, AnalyticsCounters>;
}

/** The portal's investors and group members, as the stored rows record them. */
export interface Membership {
  investors: ReadonlySet<string>;
  groups: readonly { id: string; memberIds: readonly string[] }[];
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The day records of a range computed straight from `logs` (UTC days), one grouped read. Days
 * without events are present and empty. Preview entries are the professional's and are left out.
 */
export async function computeDayRecords(
  db: Database,
  portalId: string,
  range: DayRange,
): Promise<DayRecord[]> {
  const day = sql<string>`to_char(${logs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      userId: logs.createdBy,
      type: logs.type,
      collection: logs.collection,
      count: sql<number>`count(*)::int`,
    })
    .from(logs)
    .where(
      and(
        eq(logs.portalId, portalId),
        gte(logs.createdAt, dayStart(range.from)),
        lt(logs.createdAt, dayStart(addDays(range.to, 1))),
        sql`${logs.type} <> 'preview'`,
      ),
    )
    .groupBy(day, logs.createdBy, logs.type, logs.collection);
  const records = new Map(
    eachDay(range).map((forDate) => [forDate, { forDate, events: {}, users: {} } as DayRecord]),
  );
  for (const row of rows) {
    const record = records.get(row.day);
    if (!record || !row.userId) continue;
    const count = Number(row.count);
    record.events[row.type] = (record.events[row.type] ?? 0) + count;
    if (row.type === 'view') {
      const key = `view:${row.collection ?? 'page'}`;
      record.events[key] = (record.events[key] ?? 0) + count;
    }
    record.users[row.userId] = addEvent(record.users[row.userId] ?? emptyCounters(), row.type, count);
  }
  return [...records.values()];
}

/**
 * Rolls the days of `range` up into log_analytics (one row per portal per day), replacing any row
 * already there: running it twice gives the same rows (idempotent). `investors` marks the users
 * whose counters carry isInvestor; `groups` are summed from the members' counters.
 */
export async function rollUpDays(
  db: Database,
  portalId: string,
  range: DayRange,
  membership: {
    investors: ReadonlySet<string>;
    groups: readonly { id: string; memberIds: readonly string[] }[];
  } = {
    investors: new Set(),
    groups: [],
  },
): Promise<number> {
  if (range.from > range.to) return 0;
  const records = await computeDayRecords(db, portalId, range);
  const now = new Date();
  const values = records.map((record) => {
    const users: Record<string, AnalyticsCounters> = {};
    for (const [id, counters] of Object.entries(record.users)) {
      users[id] = { ...counters, isInvestor: membership.investors.has(id) };
    }
    const groups: Record<string, AnalyticsCounters> = {};
    for (const group of membership.groups) {
      const sum = emptyCounters();
      for (const member of group.memberIds) {
        const counters = record.users[member];
        if (counters)
          for (const field of Object.keys(sum) as (keyof Counters)[]) sum[field] += counters[field];
      }
      if (sum.total > 0) groups[group.id] = sum;
    }
    return { portalId, forDate: record.forDate, events: record.events, users, groups, updatedAt: now };
  });
  // Batches keep each statement's parameters well under PostgreSQL's limit.
  for (let start = 0; start < values.length; start += 200) {
    await db
      .insert(logAnalytics)
      .values(values.slice(start, start + 200))
      .onConflictDoUpdate({
        target: [logAnalytics.portalId, logAnalytics.forDate],
        set: {
          events: sql`excluded.events`,
          users: sql`excluded.users`,
          groups: sql`excluded.groups`,
          updatedAt: now,
        },
      });
  }
  return values.length;
}

/**
 * Makes sure every finished day of `range` (before today) has its row, rolling up only the span
 * from the first missing day to the last; today is never stored (it is still changing) — readers
 * compute it live from logs.
 */
export async function ensureRolledUp(
  db: Database,
  portalId: string,
  range: DayRange,
  liveFrom: string = firstLiveDay(),
  /** Loaded only when there is something to roll up. */
  membership?: () => Promise<Membership>,
): Promise<void> {
  const last = range.to < liveFrom ? range.to : addDays(liveFrom, -1);
  if (range.from > last) return;
  const present = await db
    .select({ forDate: logAnalytics.forDate })
    .from(logAnalytics)
    .where(and(eq(logAnalytics.portalId, portalId), between(logAnalytics.forDate, range.from, last)))
    .orderBy(asc(logAnalytics.forDate));
  const have = new Set(present.map((row) => row.forDate));
  const missing = eachDay({ from: range.from, to: last }).filter((day) => !have.has(day));
  if (missing.length === 0) return;
  await rollUpDays(
    db,
    portalId,
    { from: missing[0]!, to: missing[missing.length - 1]! },
    await membership?.(),
  );
}

/**
 * The day records of a range as analytics reads them: stored rows for finished days (rolled up on
 * demand first) and today's computed live from logs, so the figures are current.
 */
export async function readDayRecords(
  db: Database,
  portalId: string,
  range: DayRange,
  liveFrom: string = firstLiveDay(),
  membership?: () => Promise<Membership>,
): Promise<DayRecord[]> {
  await ensureRolledUp(db, portalId, range, liveFrom, membership);
  const last = range.to < liveFrom ? range.to : addDays(liveFrom, -1);
  const stored =
    range.from <= last
      ? await db
          .select({ forDate: logAnalytics.forDate, events: logAnalytics.events, users: logAnalytics.users })
          .from(logAnalytics)
          .where(and(eq(logAnalytics.portalId, portalId), between(logAnalytics.forDate, range.from, last)))
          .orderBy(asc(logAnalytics.forDate))
      : [];
  // Nothing has happened after today: a custom range ending later stops there.
  const today = isoDay(Date.now());
  const liveRange = {
    from: range.from > liveFrom ? range.from : liveFrom,
    to: range.to < today ? range.to : today > liveFrom ? today : liveFrom,
  };
  const live = liveRange.from <= liveRange.to ? await computeDayRecords(db, portalId, liveRange) : [];
  return [...stored, ...live];
}
