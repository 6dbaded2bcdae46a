import { z } from 'zod';

/** The largest page any list answers; a bigger request is refused rather than silently cut. */
export const MAX_PAGE_SIZE = 100;

/** ?page (1-based) and ?pageSize (1 to 100, default 50), as every list route reads them. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});

/** A page as SQL wants it. */
export interface Page {
  limit: number;
  offset: number;
}

export function toPage(query: { page: number; pageSize: number }): Page {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a uuid. Ids in paths are checked here rather than by the schema: a malformed id must
 * be a 404 like any other id the caller may not see, not a 400 that tells them ids are uuids.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
