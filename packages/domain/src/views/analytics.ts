import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../analytics/periods';
import { ANALYTICS_VIEWS } from '../schemas/analytics';

/**
 * §2 Analytics: the answers of the analytics routes (KPIs, the daily series, the most engaged, each
 * tab's page), what the server sends and the web app reads. The requests are in schemas/analytics.ts.
 */

const counters = z.object({
  logins: z.number(),
  views: z.number(),
  messages: z.number(),
  downloads: z.number(),
  other: z.number(),
  total: z.number(),
});
const kpi = z.object({
  value: z.number(),
  change: z.number().nullable(),
  changeMissing: z.enum(['no-previous-period', 'previous-zero']).nullable(),
});
const range = z.object({ from: z.string(), to: z.string() });

export const analyticsSummarySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  view: z.enum(ANALYTICS_VIEWS),
  range,
  previousRange: range.nullable(),
  /** Users counted in this view (in the viewer's scope), active or not. */
  population: z.number(),
  kpis: z.object({
    activeUsers: kpi,
    logins: kpi,
    views: kpi,
    downloads: kpi,
    messages: kpi,
    total: kpi,
    averagePerActiveUser: kpi.extend({
      value: z.number().nullable(),
      valueMissing: z.enum(['no-active-users']).nullable(),
    }),
  }),
  /** One point per day of the range, oldest first. */
  series: z.array(counters.extend({ date: z.string(), activeUsers: z.number() })),
  /** The ten most engaged users, and separately groups (a group's figures sum its members'). */
  mostEngaged: z.object({
    users: z.array(z.object({ id: z.string(), name: z.string(), counters })),
    groups: z.array(z.object({ id: z.string(), name: z.string(), counters })),
  }),
});
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;

export const analyticsRowSchema = z.object({ id: z.string(), name: z.string(), counters });
export type AnalyticsRow = z.output<typeof analyticsRowSchema>;

export const analyticsItemSchema = z.object({
  /** The section or collection (content) or the document id (documents). */
  key: z.string(),
  label: z.string(),
  collection: z.string().nullable(),
  views: z.number(),
  downloads: z.number(),
  uploads: z.number(),
  users: z.number(),
});
export type AnalyticsItem = z.output<typeof analyticsItemSchema>;

export const analyticsEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  collection: z.string().nullable(),
  entityId: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string() }),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

export const analyticsTabSchema = z.discriminatedUnion('tab', [
  z.object({
    tab: z.enum(['users', 'groups']),
    items: z.array(analyticsRowSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  z.object({
    tab: z.enum(['content', 'documents']),
    items: z.array(analyticsItemSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  z.object({
    tab: z.literal('events'),
    items: z.array(analyticsEventSchema),
    nextCursor: z.string().nullable(),
  }),
]);
export type AnalyticsTabPage = z.output<typeof analyticsTabSchema>;
