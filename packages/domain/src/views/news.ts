import { z } from 'zod';
import { POST_TAGS } from '../enums/content';
import { pageOf } from './page';

/** §2 News and insights' answers (the requests are in schemas/news.ts). */

const tag = z.enum(POST_TAGS);

/** A post's author as readers see them (§3 Person). */
export const newsAuthorSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  photo: z.string().nullable(),
  bio: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type NewsAuthor = z.infer<typeof newsAuthorSchema>;

/** A teaser card: the teaser title and summary (else the post's own), image, tags, author, date. */
export const newsTeaserSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(tag),
  authorName: z.string().nullable(),
  publishDate: z.string().nullable(),
  /** The post has a video (an embed). */
  video: z.boolean(),
});
export type NewsTeaser = z.infer<typeof newsTeaserSchema>;

export const newsPageSchema = pageOf(newsTeaserSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** The full article of the drawer: content as sanitised HTML, key points, the video's address. */
export const newsArticleSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(tag),
  publishDate: z.string().nullable(),
  keypoints: z.array(z.string()),
  /** Sanitised HTML (paragraphs, emphasis, lists, quotes, headings, safe links). */
  html: z.string(),
  /** An https address of the post's video, opened in a new tab; null without one. */
  embedUrl: z.string().nullable(),
  author: newsAuthorSchema.nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
