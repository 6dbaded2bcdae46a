import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../../admin/admin-harness';
import { ghostPostsSource, type GhostSettings } from './ghost-posts';

const KEY = 'a1b2c3d4e5f60718293a4b5c6d';

const post = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `ghost-${n}`,
  uuid: `u-${n}`,
  slug: `ghost-post-${n}`,
  title: `Ghost post ${n}`,
  html: `<p>Body ${n}</p><script>alert(1)</script>`,
  custom_excerpt: null,
  excerpt: `Excerpt ${n}`,
  feature_image: 'https://images.example/p.jpg',
  published_at: `2026-0${n}-10T09:00:00.000Z`,
  tags: [
    { id: 't', name: 'insights', slug: 'insights' },
    { id: 'u', name: 'Getting started', slug: 'gs' },
  ],
  primary_author: { id: 'a', name: 'Ghost Writer', profile_image: null },
  url: `https://blog.example/ghost-post-${n}/`,
  ...extra,
});

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

/**
 * The Ghost Content API adapter (issue 17 item 6) against a local HTTP server that speaks Ghost's
 * protocol: each case is a clear result, never an exception, with a log line when it failed.
 */
describe('headless posts: Ghost Content API adapter', () => {
  let server: Server;
  let base: string;
  let handler: Handler;
  const requests: URL[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const logged: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }),
  } as unknown as FastifyBaseLogger;
  const settings = (over: Partial<GhostSettings> = {}): GhostSettings => ({
    url: base,
    key: KEY,
    timeoutMs: 2000,
    retries: 2,
    cacheMs: 0,
    backoffMs: 5,
    ...over,
  });
  const answer = (
    response: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...extra });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const page = (posts: unknown[], n = 1, pages = 1) => ({
    posts,
    meta: {
      pagination: {
        page: n,
        limit: 100,
        pages,
        total: posts.length,
        next: n < pages ? n + 1 : null,
        prev: null,
      },
    },
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://local');
      requests.push(url);
      headers.push(request.headers);
      handler(request, response, url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    headers.length = 0;
    logged.length = 0;
  });

  it('reads every page of posts with the key, maps them and sanitises their HTML', async () => {
    handler = (_request, response, url) =>
      url.searchParams.get('page') === '1'
        ? answer(response, 200, page([post(3), post(1)], 1, 2))
        : answer(response, 200, page([post(2, { published_at: '2999-01-01T00:00:00.000Z' })], 2, 2));
    const posts = await ghostPostsSource(settings(), log).posts('portal', '2026-11-26');
    expect(requests.map((u) => u.pathname)).toEqual([
      '/ghost/api/content/posts/',
      '/ghost/api/content/posts/',
    ]);
    expect(requests[0]!.searchParams.get('key')).toBe(KEY);
    expect(requests[0]!.searchParams.get('include')).toBe('tags,authors');
    expect(requests[0]!.searchParams.get('limit')).toBe('100');
    expect(headers[0]!['accept-version']).toBe('v5.0');
    // The future post is left out; newest first.
    expect(posts.map((p) => p.item.slug)).toEqual(['ghost-post-3', 'ghost-post-1']);
    const first = posts[0]!.item;
    expect(first).toMatchObject({
      path: '/posts/ghost-post-3',
      title: 'Ghost post 3',
      summary: 'Excerpt 3',
      publishDate: '2026-03-10',
      tags: ['Insights'],
      image: 'https://images.example/p.jpg',
      author: { name: 'Ghost Writer', title: null, photo: null },
    });
    expect(first.html).toContain('<p>Body 3</p>');
    expect(first.html).not.toContain('<script');
    expect(posts[0]!.facts).toEqual({ access: null, protected: false });
    expect(logged).toEqual([]);
  });

  it('waits and retries after a 429, then shows the posts', async () => {
    let calls = 0;
    handler = (_request, response) =>
      (calls += 1) === 1
        ? answer(response, 429, { errors: [{ message: 'Too many requests' }] }, { 'retry-after': '0' })
        : answer(response, 200, page([post(1)]));
    const posts = await ghostPostsSource(settings(), log).posts('portal', '2026-11-26');
    expect(calls).toBe(2);
    expect(posts.map((p) => p.item.slug)).toEqual(['ghost-post-1']);
    expect(logged).toEqual([]);
  });

  it('gives up on a server that does not answer in time: no posts and one log line', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    const posts = await ghostPostsSource(settings({ timeoutMs: 100, retries: 1 }), log).posts(
      'portal',
      '2026-11-26',
    );
    expect(posts).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.obj).toMatchObject({ reason: 'timeout', host: new URL(base).host });
    expect(JSON.stringify(logged)).not.toContain(KEY);
  });

  it('treats an answer outside the protocol as malformed, without retrying', async () => {
    handler = (_request, response) => answer(response, 200, { posts: 'not a list' });
    expect(await ghostPostsSource(settings(), log).posts('portal', '2026-11-26')).toEqual([]);
    handler = (_request, response) => answer(response, 200, '{"posts": [');
    expect(await ghostPostsSource(settings(), log).posts('portal', '2026-11-26')).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(logged.map((l) => l.obj.reason)).toEqual(['malformed', 'malformed']);
  });

  it('keeps showing the last good posts while the CMS fails (5xx after retries)', async () => {
    const source = ghostPostsSource(settings({ retries: 1 }), log);
    handler = (_request, response) => answer(response, 200, page([post(1)]));
    expect(await source.posts('portal', '2026-11-26')).toHaveLength(1);
    handler = (_request, response) => answer(response, 503, { errors: [] });
    expect((await source.posts('portal', '2026-11-26')).map((p) => p.item.slug)).toEqual(['ghost-post-1']);
    expect(requests).toHaveLength(3);
    expect(logged[0]!.obj).toMatchObject({ reason: 'status', status: 503, kept: 1 });
  });

  it('reuses a good answer for the cache time', async () => {
    handler = (_request, response) => answer(response, 200, page([post(1)]));
    const source = ghostPostsSource(settings({ cacheMs: 60_000 }), log);
    await source.posts('portal', '2026-11-26');
    await source.posts('portal', '2026-11-26');
    expect(requests).toHaveLength(1);
  });

  describe('on the public site (POSTS_SOURCE=ghost)', () => {
    let h: AdminHarness;
    beforeAll(async () => {
      h = await startAdminHarness({
        BRAND: 'partners',
        PUBLIC_SITE_CACHE_MS: '0',
        POSTS_SOURCE: 'ghost',
        POSTS_CMS_URL: base,
        POSTS_CMS_KEY: KEY,
        POSTS_CMS_CACHE_MS: '0',
        POSTS_CMS_RETRIES: '0',
        POSTS_CMS_TIMEOUT_MS: '3000',
      });
    });
    afterAll(async () => {
      await h?.close();
    });

    it('shows an empty list, not an error page, while the CMS is broken and nothing was read before', async () => {
      handler = (_request, response) => answer(response, 200, 'oops');
      const list = await h.app.inject({ url: '/posts' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Nothing published yet.');
      expect((await h.app.inject({ url: '/posts/ghost-post-1' })).statusCode).toBe(404);
    });
    it('lists and shows the CMS posts, and never sends the key to the browser', async () => {
      handler = (_request, response) => answer(response, 200, page([post(1), post(2)]));
      const list = await h.app.inject({ url: '/posts' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Ghost post 2');
      expect(list.body).not.toContain(KEY);
      const tagged = await h.app.inject({ url: '/posts/tag/Insights' });
      expect(tagged.body).toContain('Ghost post 1');
      const one = await h.app.inject({ url: '/posts/ghost-post-1' });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('<p>Body 1</p>');
      expect(one.body).not.toContain('alert(1)');
      const api = await h.app.inject({ url: '/api/site/list?type=posts' });
      expect(api.json().items.map((p: { slug: string }) => p.slug)).toEqual(['ghost-post-2', 'ghost-post-1']);
    });
  });
});
