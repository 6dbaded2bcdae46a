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
      cursor: z.string(invalidInput).max(200, invalidInput).optional(),
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
