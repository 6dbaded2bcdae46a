import { z } from 'zod';
import { POST_TAGS, type PostTag, type PublishedPost } from '@portal/domain';
import { sanitizeMessageBody } from '../../http/sanitize';

/**
 * The Ghost Content API's answer to `GET /ghost/api/content/posts/` (Ghost 5/6: `posts` and
 * `meta.pagination`), as far as the site reads it. Anything else is a malformed answer.
 */
const ghostTag = z.object({ name: z.string() });
const ghostAuthor = z.object({ name: z.string(), profile_image: z.string().nullish() });
export const ghostPost = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/),
  title: z.string(),
  html: z.string().nullish(),
  custom_excerpt: z.string().nullish(),
  excerpt: z.string().nullish(),
  feature_image: z.string().nullish(),
  published_at: z.string().nullish(),
  tags: z.array(ghostTag).nullish(),
  primary_author: ghostAuthor.nullish(),
});
export const ghostPostsAnswer = z.object({
  posts: z.array(ghostPost),
  meta: z.object({
    pagination: z.object({ page: z.number(), pages: z.number(), next: z.number().nullish() }),
  }),
});
export type GhostPost = z.infer<typeof ghostPost>;

const https = (url: string | null | undefined) => (url && url.startsWith('https://') ? url : null);

/** A Ghost tag counts when it is one of the §3 post tags (Advice, Insights, …; case aside). */
function tagsOf(post: GhostPost): PostTag[] {
  const byName = new Map(POST_TAGS.map((tag) => [tag.toLowerCase(), tag]));
  return [
    ...new Set(
      (post.tags ?? [])
        .map((tag) => byName.get(tag.name.trim().toLowerCase()))
        .filter((tag): tag is PostTag => !!tag),
    ),
  ];
}

/** A Ghost post as the site's post: its HTML sanitised as our own rich text is (ASVS 1.2.1). */
export function fromGhost(post: GhostPost): PublishedPost {
  const publishedAt = post.published_at ?? '';
  const summary = post.custom_excerpt?.trim() || post.excerpt?.trim().slice(0, 300) || null;
  return {
    id: post.id,
    slug: post.slug,
    path: `/posts/${post.slug}`,
    name: post.title,
    title: post.title,
    summary,
    publishDate: publishedAt.slice(0, 10) || null,
    tags: tagsOf(post),
    image: https(post.feature_image),
    keypoints: [],
    html: sanitizeMessageBody(post.html ?? ''),
    // Ghost has no channel field: its posts show under every channel.
    channel: null,
    author: post.primary_author
      ? { name: post.primary_author.name, title: null, photo: https(post.primary_author.profile_image) }
      : null,
    publishedAt,
  };
}
