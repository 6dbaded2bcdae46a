import {
  addDays,
  ANALYTICS_EVENTS_PAGE,
  type AnalyticsTab,
  type AnalyticsTabPage,
  type Counters,
} from '@portal/domain';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { documents, logs, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { groupTotals, recordsOf, userTotals, type AnalyticsContext } from './analytics-service';
import { emptyCounters } from '@portal/domain';

interface Paging {
  page: number;
  pageSize: number;
  cursor?: string | undefined;
}

const byTotal = (a: { name: string; counters: Counters }, b: { name: string; counters: Counters }) =>
  b.counters.total - a.counters.total || a.name.localeCompare(b.name);

/** One tab of the screen: users or groups with their counters, content, documents, or recent events. */
export async function analyticsTab(
  context: AnalyticsContext,
  tab: AnalyticsTab,
  paging: Paging,
): Promise<AnalyticsTabPage> {
  switch (tab) {
    case 'users':
    case 'groups':
      return countersTab(context, tab, paging);
    case 'content':
    case 'documents':
      return itemsTab(context, tab, paging);
    case 'events':
      return eventsTab(context, paging.cursor);
  }
}

async function countersTab(
  context: AnalyticsContext,
  tab: 'users' | 'groups',
  paging: Paging,
): Promise<AnalyticsTabPage> {
  const totals = userTotals(await recordsOf(context, context.period.current), context.population);
  const rows =
    tab === 'users'
      ? [...context.population.users.values()].map((user) => ({
          id: user.id,
          name: user.name,
          counters: totals.get(user.id) ?? emptyCounters(),
        }))
      : (() => {
          const groups = groupTotals(totals, context.population);
          return context.population.groups.map((group) => ({
            id: group.id,
            name: group.name,
            counters: groups.get(group.id)!,
          }));
        })();
  rows.sort(byTotal);
  const start = (paging.page - 1) * paging.pageSize;
  return {
    tab,
    items: rows.slice(start, start + paging.pageSize),
    total: rows.length,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** The population's events of the period, as a condition on logs (bounded by logs_portal_created_idx). */
function periodEvents(context: AnalyticsContext): SQL | null {
  const ids = [...context.population.users.keys()];
  if (ids.length === 0) return null;
  const { from, to } = context.period.current;
  return and(
    eq(logs.portalId, context.portalId),
    gte(logs.createdAt, new Date(`${from}T00:00:00Z`)),
    lt(logs.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
    inArray(logs.createdBy, ids),
    sql`${logs.type} <> 'preview'`,
  )!;
}

/**
 * Content: the screens and sections viewed most (logs.collection of page visits). Documents:
 * downloads and uploads by document, named from the library (a deleted one keeps its id).
 */
async function itemsTab(
  context: AnalyticsContext,
  tab: 'content' | 'documents',
  paging: Paging,
): Promise<AnalyticsTabPage> {
  const where = periodEvents(context);
  const empty = { tab, items: [], total: 0, page: paging.page, pageSize: paging.pageSize };
  if (!where) return empty;
  const count = (type: string) => sql<number>`(count(*) filter (where ${logs.type} = ${type}))::int`;
  const usersCount = sql<number>`count(distinct ${logs.createdBy})::int`;
  const offset = (paging.page - 1) * paging.pageSize;
  if (tab === 'content') {
    const key = sql<string>`coalesce(${logs.collection}, 'page')`;
    const rows = await context.db
      .select({ key, views: count('view'), users: usersCount, total: sql<number>`(count(*) over ())::int` })
      .from(logs)
      .where(and(where, eq(logs.type, 'view')))
      .groupBy(key)
      .orderBy(desc(count('view')), key)
      .limit(paging.pageSize)
      .offset(offset);
    return {
      ...empty,
      total: rows[0]?.total ?? 0,
      items: rows.map((row) => ({
        key: row.key,
        label: row.key,
        collection: row.key,
        views: row.views,
        downloads: 0,
        uploads: 0,
        users: row.users,
      })),
    };
  }
  const rows = await context.db
    .select({
      key: logs.entityId,
      name: sql<string | null>`coalesce(max(${documents.name}), max(${logs.info} ->> 'name'))`,
      downloads: count('download'),
      uploads: count('upload'),
      users: usersCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(logs)
    .leftJoin(documents, sql`${documents.id}::text = ${logs.entityId}`)
    .where(
      and(where, eq(logs.collection, 'documents'), or(eq(logs.type, 'download'), eq(logs.type, 'upload'))),
    )
    .groupBy(logs.entityId)
    .orderBy(desc(sql`count(*)`), logs.entityId)
    .limit(paging.pageSize)
    .offset(offset);
  return {
    ...empty,
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      key: row.key ?? '',
      label: row.name ?? row.key ?? '',
      collection: 'documents',
      views: 0,
      downloads: row.downloads,
      uploads: row.uploads,
      users: row.users,
    })),
  };
}

/** A cursor is the last event's `created_at|id`; anything else is a 400, not a silent first page. */
// The database's own text of the instant: microseconds survive the round trip (a JS Date would cut them).
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function parseCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const match = CURSOR.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new AppError(400, 'validation_error', 'validation.invalid_input');
  }
  return { at: match[1]!, id: match[2]! };
}

/** Recent events, newest first, 10 a page after the cursor (§7 logs paging). */
async function eventsTab(context: AnalyticsContext, cursor: string | undefined): Promise<AnalyticsTabPage> {
  const after = parseCursor(cursor);
  const where = periodEvents(context);
  if (!where) return { tab: 'events', items: [], nextCursor: null };
  const rows = await context.db
    .select({
      id: logs.id,
      at: logs.createdAt,
      cursorAt: sql<string>`to_char(${logs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      type: logs.type,
      collection: logs.collection,
      entityId: logs.entityId,
      userId: logs.createdBy,
      userName: users.name,
    })
    .from(logs)
    .innerJoin(users, eq(users.id, logs.createdBy))
    .where(
      and(
        where,
        after
          ? sql`(${logs.createdAt}, ${logs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(ANALYTICS_EVENTS_PAGE + 1);
  const page = rows.slice(0, ANALYTICS_EVENTS_PAGE);
  const last = page[page.length - 1];
  return {
    tab: 'events',
    items: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      type: row.type,
      collection: row.collection,
      entityId: row.entityId,
      user: { id: row.userId!, name: row.userName },
    })),
    nextCursor: rows.length > ANALYTICS_EVENTS_PAGE && last ? `${last.cursorAt}|${last.id}` : null,
  };
}
