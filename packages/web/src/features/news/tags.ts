import { POST_TAGS, type PostTag } from '@portal/domain';

/** i18n keys of the §3 post tags. */
export const TAG_KEYS: Record<PostTag, string> = {
  Advice: 'news.tags.advice',
  Insights: 'news.tags.insights',
  Product: 'news.tags.product',
  Videos: 'news.tags.videos',
  'Case studies': 'news.tags.caseStudies',
};

/** The tag of the address (?tag=), or null for all (an unknown tag counts as none). */
export function tagOf(value: string | null): PostTag | null {
  return (POST_TAGS as readonly string[]).includes(value ?? '') ? (value as PostTag) : null;
}
