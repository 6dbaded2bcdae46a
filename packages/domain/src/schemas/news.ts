import { z } from 'zod';
import { POST_TAGS } from '../enums/content';
import { invalidInput } from './common';

/** The most teasers one page of news holds. */
export const NEWS_PAGE_SIZE_MAX = 48;
/** Teasers per page when the caller does not say (a 3 × 4 grid on wide screens). */
export const NEWS_PAGE_SIZE = 12;

/** §2 News and insights list: one tag chip (§3 post tags), 1-based page, page size. */
export const newsListQuerySchema = z.object(
  {
    tag: z.enum(POST_TAGS, invalidInput).optional(),
    page: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput)
      .max(100_000, invalidInput)
      .default(1),
    pageSize: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput)
      .max(NEWS_PAGE_SIZE_MAX, invalidInput)
      .default(NEWS_PAGE_SIZE),
  },
  invalidInput,
);
export type NewsListQuery = z.output<typeof newsListQuerySchema>;
