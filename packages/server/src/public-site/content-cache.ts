import type { PublishedClient, PublishedPage, PublishedPerson, PublishedPost } from '@portal/domain';
import type { Database } from '../db/client';
import { ownPostsSource, type PostsSource } from './posts-source/posts-source';
import {
  publishedClients,
  publishedPages,
  publishedPeople,
  sitePortal,
  type Published,
} from './published-repository';
import { publishedResources, siteFunds, type SiteFund, type SiteResource } from './site-listings';

/** Everything the site shows, before the per-visitor access filter. */
export interface SiteContent {
  /** The site's portal; its logo is the social image of a page that has none. */
  portal: { id: string; name: string; logo: string | null };
  pages: Published<PublishedPage>[];
  posts: Published<PublishedPost>[];
  people: PublishedPerson[];
  clients: PublishedClient[];
  /** What Resources and Funds pages list (§3 page types). */
  resources: SiteResource[];
  funds: SiteFund[];
}

export type SiteContentSource = () => Promise<SiteContent | null>;

/**
 * The published content, read in one go and reused for `ttlMs` (PUBLIC_SITE_CACHE_MS, default 5 s)
 * by this process: a public page is then rendered without a database round trip (on the embedded
 * PGlite every query waits its turn, so 50 concurrent visitors would queue behind some 6 reads each).
 * It is derived data, not state: every process reads the same tables, and a publish shows on every
 * process within ttlMs. Visitors' access is judged per request on the cached facts. Concurrent
 * misses share one read. The date posts are shown up to is part of the key.
 */
export function siteContentSource(
  db: Database,
  ttlMs: number,
  today: () => string,
  posts: PostsSource = ownPostsSource(db),
): SiteContentSource {
  let cached: { at: number; day: string; value: Promise<SiteContent | null> } | undefined;
  return () => {
    const now = Date.now();
    const day = today();
    if (cached && cached.day === day && now - cached.at < ttlMs) return cached.value;
    const value = load(db, day, posts);
    cached = { at: now, day, value };
    // A failed read is not kept.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}

async function load(db: Database, today: string, source: PostsSource): Promise<SiteContent | null> {
  const portal = await sitePortal(db);
  if (!portal) return null;
  const [pages, posts, people, clients, resources, funds] = await Promise.all([
    publishedPages(db, portal.id),
    source.posts(portal.id, today),
    publishedPeople(db, portal.id),
    publishedClients(db, portal.id),
    publishedResources(db, portal.id),
    siteFunds(db),
  ]);
  return { portal, pages, posts, people, clients, resources, funds };
}
