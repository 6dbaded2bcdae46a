import { z } from 'zod';
import { PAGE_TYPES, POST_TAGS } from '../enums/content';
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
export const publishedContentParamsSchema = z.object({
  kind: z.enum(['pages', 'posts'], invalidInput),
  slug: z.string(invalidInput).min(1, invalidInput).max(200, invalidInput),
});

export const pageBlockSchema = z.object({ type: z.string(), text: z.string() });

export const publishedPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Where the site serves it: `/{slug}` (or `/{id}`). */
  path: z.string(),
  name: z.string(),
  type: z.enum(PAGE_TYPES).nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  /** §3 SEO description (max 150). */
  description: z.string().nullable(),
  socialImage: z.string().nullable(),
  order: z.number(),
  protected: z.boolean(),
  promoted: z.boolean(),
  linkTarget: z.string().nullable(),
  linkLabel: z.string().nullable(),
  blocks: z.array(pageBlockSchema),
  publishedAt: z.string(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

export const publishedAuthorSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  photo: z.string().nullable(),
});

export const publishedPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  publishDate: z.string().nullable(),
  tags: z.array(z.enum(POST_TAGS)),
  image: z.string().nullable(),
  keypoints: z.array(z.string()),
  /** Sanitised HTML of the body (ASVS 1.3.1). */
  html: z.string(),
  author: publishedAuthorSchema.nullable(),
  publishedAt: z.string(),
});
export type PublishedPost = z.infer<typeof publishedPostSchema>;

export const publishedPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  photo: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** Sanitised HTML. */
  bio: z.string(),
});
export type PublishedPerson = z.infer<typeof publishedPersonSchema>;

export const publishedClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when the logo is hidden or missing. */
  logo: z.string().nullable(),
  /** Null when the testimonial is hidden or empty. */
  testimonial: z.string().nullable(),
  contact: z.string().nullable(),
});
export type PublishedClient = z.infer<typeof publishedClientSchema>;

export const publishedContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pages'), page: publishedPageSchema }),
  z.object({ kind: z.literal('posts'), post: publishedPostSchema }),
]);
export type PublishedContent = z.infer<typeof publishedContentSchema>;

const listOf = <T extends z.ZodType>(type: PublishedListType, item: T) =>
  z.object({
    type: z.literal(type),
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });

export const publishedListSchema = z.discriminatedUnion('type', [
  listOf('pages', publishedPageSchema),
  listOf('posts', publishedPostSchema),
  listOf('people', publishedPersonSchema),
  listOf('clients', publishedClientSchema),
]);
export type PublishedList = z.infer<typeof publishedListSchema>;
