import { date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, newestFirst } from './common';
import { portalIdColumn } from './tenancy';

/**
 * Activity log (spec Log entry): saves (action, collection, id) and events such as page visits,
 * uploads, downloads and deletes. created_by/created_at are who and when; read newest first, 10 a
 * page with a (created_at, id) cursor.
 */
export const logs = pgTable(
  'logs',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    /** login, view, message, download, upload, delete, save, … */
    type: text('type').notNull(),
    /** Collection or screen section the event is about. */
    collection: text('collection'),
    /** Id of the item acted on (text: may name a file or an external id). */
    entityId: text('entity_id'),
    info: jsonb('info'),
  },
  (t) => [
    index('logs_created_by_created_idx').on(t.createdBy, newestFirst(t.createdAt), newestFirst(t.id)),
    index('logs_portal_created_idx').on(t.portalId, newestFirst(t.createdAt)),
  ],
);

/** Counters of one user or group on one day (logins, views, messages, downloads, other, total). */
export interface AnalyticsCounters {
  logins: number;
  views: number;
  messages: number;
  downloads: number;
  other: number;
  total: number;
  isInvestor?: boolean;
}

/**
 * One row per portal per day, rolled up from logs, so analytics over the last 366 days reads 366
 * rows instead of scanning every event.
 */
export const logAnalytics = pgTable(
  'log_analytics',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    forDate: date('for_date', { mode: 'string' }).notNull(),
    /** Event counts by type and view. */
    events: jsonb('events').$type<Record<string, number>>().notNull().default({}),
    users: jsonb('users').$type<Record<string, AnalyticsCounters>>().notNull().default({}),
    groups: jsonb('groups').$type<Record<string, AnalyticsCounters>>().notNull().default({}),
  },
  (t) => [uniqueIndex('log_analytics_portal_date_key').on(t.portalId, t.forDate)],
);

/**
 * Usage-tracker hits waiting to be sent (decision: usage tracker): page views and events of visitors
 * who accepted cookies, already in the tracker's terms (a pseudonymous visitor id, no e-mail, no
 * address). The flush job sends the oldest in bulk and deletes what the tracker took; writers stop
 * adding once the table holds TRACKER_BACKLOG_MAX rows, so a tracker that is down costs bounded space.
 */
export const trackerHits = pgTable(
  'tracker_hits',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    /** The Matomo tracking request's parameters (url, action_name or e_c/e_a, _id, …). */
    hit: jsonb('hit').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('tracker_hits_created_idx').on(t.createdAt, t.id)],
);
