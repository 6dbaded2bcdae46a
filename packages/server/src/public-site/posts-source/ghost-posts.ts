import type { FastifyBaseLogger } from 'fastify';
import type { PublishedPost } from '@portal/domain';
import { fetchJsonWithRetries, OutboundFetchError } from '../../http/retrying-json-fetch';
import type { Published } from '../published-repository';
import { fromGhost, ghostPostsAnswer } from './ghost-protocol';
import type { PostsSource } from './posts-source';

export interface GhostSettings {
  /** The Ghost site (or its admin domain), e.g. https://blog.example.com. */
  url: string;
  /** The Content API key: only ever in the query string of requests to `url`, never logged. */
  key: string;
  timeoutMs: number;
  /** Retries of a request that timed out, failed to connect or met a 429 or 5xx. */
  retries: number;
  /** How long a good answer is reused (a failed one is retried after at most 15 s). */
  cacheMs: number;
  /** First backoff (doubling); tests shorten it. */
  backoffMs?: number;
}

/** Ghost caps `limit` at 100; the site reads at most this many pages (500 posts). */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;
const FAILURE_CACHE_MS = 15_000;

/**
 * The headless CMS adapter (§7): Ghost's Content API, `GET {url}/ghost/api/content/posts/?key=…
 * &include=tags,authors&limit=100&page=n` with `Accept-Version: v5.0`, paged through
 * `meta.pagination.next`. Each request has a timeout and is retried on a timeout, a connection
 * failure, a 429 or a 5xx with exponential backoff (or the Retry-After asked, up to 10 s). An
 * answer that does not match the protocol is malformed: not retried. A good answer is reused for
 * cacheMs; when a read fails the site shows the last good answer, or no posts, and logs one line.
 */
export function ghostPostsSource(settings: GhostSettings, log: FastifyBaseLogger): PostsSource {
  const base = settings.url.replace(/\/+$/, '');
  const host = new URL(base).host;
  const backoffMs = settings.backoffMs ?? 500;
  let good: { at: number; posts: Published<PublishedPost>[] } | undefined;
  let failedAt = 0;
  let inFlight: Promise<Published<PublishedPost>[]> | undefined;

  function request(page: number): Promise<unknown> {
    const url = new URL(`${base}/ghost/api/content/posts/`);
    url.search = new URLSearchParams({
      key: settings.key,
      include: 'tags,authors',
      limit: String(PAGE_SIZE),
      page: String(page),
      order: 'published_at desc',
    }).toString();
    return fetchJsonWithRetries(url, {
      timeoutMs: settings.timeoutMs,
      retries: settings.retries,
      backoffMs,
      headers: { 'accept-version': 'v5.0' },
    });
  }

  async function readAll(today: string): Promise<Published<PublishedPost>[]> {
    const posts: Published<PublishedPost>[] = [];
    for (let page = 1; page <= MAX_PAGES;) {
      const parsed = ghostPostsAnswer.safeParse(await request(page));
      if (!parsed.success) throw new OutboundFetchError('malformed');
      for (const post of parsed.data.posts.map(fromGhost))
        if (post.publishDate && post.publishDate <= today)
          posts.push({ item: post, facts: { access: null, protected: false } });
      const next = parsed.data.meta.pagination.next;
      if (!next || next <= page) break;
      page = next;
    }
    return posts.sort(
      (a, b) =>
        (b.item.publishDate ?? '').localeCompare(a.item.publishDate ?? '') ||
        b.item.publishedAt.localeCompare(a.item.publishedAt),
    );
  }

  return {
    posts(_portalId, today) {
      const now = Date.now();
      if (good && now - good.at < settings.cacheMs) return Promise.resolve(good.posts);
      if (now - failedAt < Math.min(settings.cacheMs, FAILURE_CACHE_MS))
        return Promise.resolve(good?.posts ?? []);
      if (inFlight) return inFlight;
      const started = Date.now();
      inFlight = readAll(today)
        .then(
          (posts) => {
            good = { at: Date.now(), posts };
            failedAt = 0;
            return posts;
          },
          (error: unknown) => {
            failedAt = Date.now();
            const { reason, status } =
              error instanceof OutboundFetchError ? error : { reason: 'error', status: undefined };
            log.warn(
              { host, reason, status, ms: Date.now() - started, kept: good?.posts.length ?? 0 },
              'posts from the headless CMS unavailable: showing the last ones read, or none',
            );
            return good?.posts ?? [];
          },
        )
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
