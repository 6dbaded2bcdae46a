import { z } from 'zod';
import { errorResponseSchema } from '../http/errors';

/** Where this server serves the Data API: DATA_API_URL of another install is `{host}/api/data-api`. */
export const DATA_API_PREFIX = '/api/data-api';

/** Request parts every Data API route shares (§7 query names). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid');
export const idParam = z.object({ id: z.string().min(1).max(128) });
export const commonQuery = { platformSecurities: z.string().max(10).optional() };
export const rangeQuery = z.object({
  ...commonQuery,
  fromDateString: isoDate.optional(),
  toDateString: isoDate.optional(),
});
export const dataApiErrors = { 401: errorResponseSchema, 404: errorResponseSchema };
/** Rule `service`: the bearer token of DATA_API_SERVE_TOKEN, never a user's session. */
export const dataApiConfig = { access: 'service' as const };
export const dataApiTags = ['data-api'];

/** A §7 date range query as the sources take it. */
export function rangeOf(q: { fromDateString?: string | undefined; toDateString?: string | undefined }) {
  return { from: q.fromDateString ?? null, to: q.toDateString ?? null };
}
