import { z } from 'zod';
import { PAGE_TYPES, POST_TAGS } from '../enums/content';
import type { PublishedListType } from '../schemas/public-site';

/**
 * What the public site's content API answers (§7 getPublishedContent, getPublishedList): published
 * pages, posts, people and clients as the server renders them and a headless client reads them.
 */

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
  /** §2 channel switcher: the page's channel, null for every channel. */
  channel: z.string().nullable(),
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
  channel: z.string().nullable(),
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
