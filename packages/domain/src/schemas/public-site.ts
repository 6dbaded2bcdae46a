import { z } from 'zod';
import { PAGE_TYPES, POST_TAGS } from '../enums/content';
import { SITE_CHANNEL_MAX } from '../constants';
import { invalidInput } from './common';

/**
 * The public site's content API (§7 getPublishedContent, getPublishedList): what is published and
 * visible to the caller, as the server renders it and as a hydrated page or a headless client reads it.
 */

/** What getPublishedList lists. */
export const PUBLISHED_LIST_TYPES = ['pages', 'posts', 'people', 'clients'] as const;
export type PublishedListType = (typeof PUBLISHED_LIST_TYPES)[number];

export const PUBLISHED_PAGE_SIZE = 12;
export const PUBLISHED_PAGE_SIZE_MAX = 100;

const pageNumber = z.coerce
  .number(invalidInput)
  .int(invalidInput)
  .min(1, invalidInput)
  .max(100_000, invalidInput);

/** getPublishedList: a type, optionally a post tag or a page type, 1-based page and page size. */
export const publishedListQuerySchema = z.object(
  {
    type: z.enum(PUBLISHED_LIST_TYPES, invalidInput),
    tag: z.enum(POST_TAGS, invalidInput).optional(),
    pageType: z.enum(PAGE_TYPES, invalidInput).optional(),
    /** §2 channel switcher: pages and posts of that channel and of none (the column holds 60). */
    channel: z.string(invalidInput).max(SITE_CHANNEL_MAX, invalidInput).optional(),
    page: pageNumber.default(1),
    pageSize: z.coerce
      .number(invalidInput)
      .int(invalidInput)
      .min(1, invalidInput)
      .max(PUBLISHED_PAGE_SIZE_MAX, invalidInput)
      .default(PUBLISHED_PAGE_SIZE),
  },
  invalidInput,
);
export type PublishedListQuery = z.output<typeof publishedListQuerySchema>;

/** getPublishedContent: a page or a post by its slug (or its id when it has none). */
export const publishedContentParamsSchema = z.object(
  {
    kind: z.enum(['pages', 'posts'], invalidInput),
    slug: z.string(invalidInput).min(1, invalidInput).max(200, invalidInput),
  },
  invalidInput,
);
