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

/** The tables `load` reads: a change to one (in any process) invalidates the cache. */
export const SITE_CONTENT_TABLES = [
  'portals',
  'pages',
  'pages_history',
  'posts',
  'posts_history',
  'people',
  'clients',
  'media',
  'funds',
] as const;

/** The cached source, and `invalidate` for when a table it reads has changed. */
export type SiteContentCache = SiteContentSource & { invalidate(): void };

/**
 * The published content, read in one go and reused for `ttlMs` (PUBLIC_SITE_CACHE_MS, default 5 s)
 * by this process: a public page is then rendered without a database round trip (on the embedded
 * PGlite every query waits its turn, so 50 concurrent visitors would queue behind some 8 reads each).
 * It is derived data, not state: every process reads the same tables, and a publish shows on every
 * process within ttlMs and one read. Visitors' access is judged per request on the cached facts.
 * Concurrent misses share one read. The date posts are shown up to is part of the key.
 *
 * Once the time to live is over the old content is still served while one read replaces it in the
 * background (stale-while-revalidate): a visitor never waits for that read (about 25 ms on PGlite,
 * far more under load), which otherwise held up every request in flight every ttlMs and made the
 * bench's slowest 5 %. Only the first read and a new day (posts dated today appear) are waited for.
 * With ttlMs 0 every call reads.
 *
 * `invalidate` (a table in SITE_CONTENT_TABLES changed, here or in another server process) drops
 * the content and any read already under way, which may predate the change: the next call waits
 * for a fresh read, so a publish shows on every process at once rather than after ttlMs.
 */
export function siteContentSource(
  db: Database,
  ttlMs: number,
  today: () => string,
  posts: PostsSource = ownPostsSource(db),
): SiteContentCache {
  /** The last read that succeeded: when it started, for which day, and its content. */
  let last: { at: number; day: string; value: Promise<SiteContent | null> } | undefined;
  /** The read under way, shared by whoever waits for it. */
  let pending: { day: string; value: Promise<SiteContent | null> } | undefined;
  /** Bumped by invalidate: a read started before it is given to its callers but not kept. */
  let generation = 0;
  const start = (day: string) => {
    const at = Date.now();
    const startedIn = generation;
    const read = { day, value: load(db, day, posts) };
    pending = read;
    read.value.then(
      (content) => {
        if (pending === read) pending = undefined;
        if (startedIn === generation && (!last || last.at <= at))
          last = { at, day, value: Promise.resolve(content) };
      },
      // A failed read is not kept; the next call reads again.
      () => {
        if (pending === read) pending = undefined;
      },
    );
    return read;
  };
  const source = () => {
    const day = today();
    if (last && last.day === day) {
      if (Date.now() - last.at < ttlMs) return last.value;
      if (ttlMs > 0) {
        if (!pending) start(day);
        return last.value;
      }
    }
    return (pending && pending.day === day ? pending : start(day)).value;
  };
  return Object.assign(source, {
    invalidate() {
      generation += 1;
      last = undefined;
      pending = undefined;
    },
  });
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
