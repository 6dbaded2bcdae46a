import { z } from 'zod';
import { ANALYTICS_PERIODS, rangeLength } from '../analytics/periods';
import { ANALYTICS_LOOKBACK_DAYS } from '../constants';
import { invalidInput } from './common';

/**
 * §2 Analytics: who is counted. `clients` is every registered client user of the portal's accounts
 * in the viewer's scope; `investors` only those whose account holds an active portfolio (decision 36).
 */
export const ANALYTICS_VIEWS = ['clients', 'investors'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/** The tabs of the screen (§2: user/group, content, documents, events). */
export const ANALYTICS_TABS = ['users', 'groups', 'content', 'documents', 'events'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** Recent events are read 10 at a time (§7 logs: page 10 with a cursor after the last item). */
export const ANALYTICS_EVENTS_PAGE = 10;

const isoDate = z.iso.date({ error: 'validation.date_range_invalid' });

/**
 * ?period (default 'all'), ?view (default 'clients'), and for `custom` ?from and ?to: both dates,
 * from on or before to, at most the 366-day look-back apart (§5 'date_range_invalid').
 */
export const analyticsQuerySchema = z
  .object(
    {
      period: z.enum(ANALYTICS_PERIODS, invalidInput).default('all'),
      view: z.enum(ANALYTICS_VIEWS, invalidInput).default('clients'),
      from: isoDate.optional(),
      to: isoDate.optional(),
    },
    invalidInput,
  )
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    const fail = (path: 'from' | 'to') =>
      context.addIssue({ code: 'custom', message: 'validation.date_range_invalid', path: [path] });
    if (!query.from) return fail('from');
    if (!query.to) return fail('to');
    // A date that is not one already has its issue; its range says nothing more.
    if (!isoDate.safeParse(query.from).success || !isoDate.safeParse(query.to).success) return;
    const length = rangeLength({ from: query.from, to: query.to });
    if (length === 0 || length > ANALYTICS_LOOKBACK_DAYS) fail('to');
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** A tab's page: 1-based pages of 10 to 100 rows; the events tab pages by ?cursor instead. */
export const analyticsTabQuerySchema = z
  .object(
    {
      period: z.enum(ANALYTICS_PERIODS, invalidInput).default('all'),
      view: z.enum(ANALYTICS_VIEWS, invalidInput).default('clients'),
      from: isoDate.optional(),
      to: isoDate.optional(),
      page: z.coerce
        .number(invalidInput)
        .int(invalidInput)
        .min(1, invalidInput)
        .max(10_000, invalidInput)
        .default(1),
      pageSize: z.coerce
        .number(invalidInput)
        .int(invalidInput)
        .min(1, invalidInput)
        .max(100, invalidInput)
        .default(10),
      cursor: z.string().max(200, invalidInput).optional(),
    },
    invalidInput,
  )
  .superRefine((query, context) => {
    const parsed = analyticsQuerySchema.safeParse({
      period: query.period,
      view: query.view,
      from: query.from,
      to: query.to,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' } as never);
  });
export type AnalyticsTabQuery = z.output<typeof analyticsTabQuerySchema>;

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
