import { z } from 'zod';
import { POST_TAGS, type PostTag } from '../enums/content';
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

/** A post's author as readers see them (§3 Person). */
export interface NewsAuthor {
  name: string;
  title: string | null;
  location: string | null;
  photo: string | null;
  bio: string | null;
  linkedin: string | null;
}

/** A teaser card: the teaser title and summary (else the post's own), image, tags, author, date. */
export interface NewsTeaser {
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  tags: PostTag[];
  authorName: string | null;
  publishDate: string | null;
  /** The post has a video (an embed). */
  video: boolean;
}

export interface NewsPage {
  items: NewsTeaser[];
  total: number;
  page: number;
  pageSize: number;
}

/** The full article of the drawer: content as sanitised HTML, key points, the video's address. */
export interface NewsArticle {
  slug: string;
  name: string;
  summary: string | null;
  image: string | null;
  tags: PostTag[];
  publishDate: string | null;
  keypoints: string[];
  /** Sanitised HTML (paragraphs, emphasis, lists, quotes, headings, safe links). */
  html: string;
  /** An https address of the post's video, opened in a new tab; null without one. */
  embedUrl: string | null;
  author: NewsAuthor | null;
}
