import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../admin/admin-harness';
import { buildApp } from '../app';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { siteContentSource } from './content-cache';

/**
 * The public site of a public-site brand (issue 17) as a crawler reads it: HTML as served, no
 * JavaScript. Content is written and published through the admin API, as a firm's admin does.
 */
describe('public site (partners brand)', () => {
  let h: AdminHarness;
  let portal: string;
  const ids: Record<string, string> = {};

  const get = async (url: string, cookie?: string) =>
    h.app.inject({ url, headers: cookie ? { cookie } : {} });

  async function create(collection: string, body: Record<string, unknown>, publish = true) {
    const created = await h.call(h.world.users.admin, 'POST', `/api/admin/${collection}`, {
      portalId: portal,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (publish) {
      const published = await h.call(
        h.world.users.admin,
        'POST',
        `/api/admin/${collection}/${created.body.id}/publish`,
        {},
      );
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    }
    return created.body.id as string;
  }

  beforeAll(async () => {
    h = await startAdminHarness({
      BRAND: 'partners',
      PUBLIC_URL: 'https://www.meridian.example',
      // Every request reads what was just published (the cache has its own test).
      PUBLIC_SITE_CACHE_MS: '0',
    });
    portal = h.world.portalA;
    // The site's portal is the oldest active one.
    await h.db.db.execute(sql`update portals set created_at = '2000-01-01' where id = ${portal}`);
    ids.home = await create('pages', {
      name: 'Home',
      slug: 'home',
      type: 'Landing',
      title: 'Wealth, managed with care',
      summary: 'Independent advice since 1998.',
      description: 'Meridian manages wealth for families and charities.',
      content: [{ type: 'paragraph', text: 'We look after <your> savings.' }],
    });
    ids.about = await create('pages', {
      name: 'About us',
      slug: 'about',
      type: 'Resources',
      title: 'About the firm',
      content: [
        { type: 'heading', text: 'Our story' },
        { type: 'list', text: 'Advice\nPlanning' },
      ],
    });
    // Published, then edited as a draft: the site keeps the published text.
    const draft = await h.call(h.world.users.admin, 'PATCH', `/api/admin/pages/${ids.about}`, {
      title: 'DRAFT TITLE',
    });
    expect(draft.status).toBe(200);
    ids.unpublished = await create(
      'pages',
      { name: 'Secret plans', slug: 'plans', title: 'Never published' },
      false,
    );
    ids.hidden = await create('pages', {
      name: 'Hidden page',
      slug: 'hidden-page',
      hidden: true,
      title: 'Hidden title',
    });
    ids.protected = await create('pages', {
      name: 'Client area',
      slug: 'client-area',
      protected: true,
      title: 'Reports for clients',
      content: [{ type: 'paragraph', text: 'Protected body text' }],
    });
    ids.secure = await create('pages', {
      name: 'Members only',
      slug: 'members',
      access: { level: 'authenticated' },
      title: 'Members title',
    });
    ids.post = await create('posts', {
      name: 'Rates on hold',
      slug: 'rates-on-hold',
      tags: ['Insights'],
      publishDate: '2025-01-10',
      summary: 'The central bank paused.',
      content: '<p>Rates stay.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      access: { level: 'public' },
    });
    await create('posts', { name: 'Draft post', slug: 'draft-post', tags: ['Advice'] }, false);
    await create(
      'people',
      { name: 'Pat Partner', title: 'Managing partner', bio: '<p>Pat <b>leads</b></p>' },
      false,
    );
    await create(
      'clients',
      { name: 'Acme Holdings', contact: 'Jane Doe', testimonial: 'Excellent service' },
      false,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves the landing page at / with its title, text, SEO head and the header site map', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.body;
    expect(body).toContain('<h1>Wealth, managed with care</h1>');
    expect(body).toContain('We look after &lt;your&gt; savings.');
    expect(body).toContain(
      '<meta name="description" content="Meridian manages wealth for families and charities." />',
    );
    expect(body).toContain('<link rel="canonical" href="https://www.meridian.example/">');
    expect(body).toContain('<meta property="og:title" content="Wealth, managed with care">');
    // Site map: visible published pages in order; protected listed, secure, hidden and drafts not.
    const nav = /<nav class="site-nav"[^>]*>(.*?)<\/nav>/s.exec(body)![1]!;
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/home',
      '/about',
      '/client-area',
    ]);
    expect(body).toContain('href="/login"');
    expect(body).toContain('href="/signup"');
    expect(body).toContain('We use cookies to improve this site.');
    expect(body).toMatch(/<script src="\/site-assets\/site\.[0-9a-f]+\.js" defer><\/script>/);
    expect(body).toContain('Excellent service');
    expect(body).toContain('Rates on hold');
  });

  it('serves each published page by slug, in its published version while a draft is edited', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>About the firm</h1>');
    expect(response.body).toContain('<h2>Our story</h2>');
    expect(response.body).toContain('<li>Planning</li>');
    expect(response.body).not.toContain('DRAFT TITLE');
    expect(response.body).toContain('href="https://www.meridian.example/about"');
    // The home page at its slug names `/` as its address.
    expect((await get('/home')).body).toContain(
      '<link rel="canonical" href="https://www.meridian.example/">',
    );
    // Published again, the new text shows.
    await h.call(h.world.users.admin, 'POST', `/api/admin/pages/${ids.about}/publish`, {});
    expect((await get('/about')).body).toContain('DRAFT TITLE');
  });

  it('answers drafts, hidden pages and unknown slugs with the 404 error page', async () => {
    for (const path of [
      '/plans',
      '/hidden-page',
      '/no-such-page',
      '/deep/no/such',
      '/posts/draft-post',
      '/posts/tag/Nope',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.body, path).toContain('<h1>Page not found.</h1>');
    }
    const home = (await get('/')).body;
    for (const text of ['Never published', 'Hidden title', 'Draft post', 'Members title'])
      expect(home).not.toContain(text);
  });

  it('asks a guest to sign in for protected and secure pages and opens them to a signed-in user', async () => {
    for (const path of ['/client-area', '/members']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.body).toContain('Please sign in');
      expect(response.body).not.toContain('Protected body text');
    }
    const cookie = await sessionCookie(h.db.db, h.world.users.investor);
    const signedIn = await get('/client-area', cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Protected body text');
    expect(signedIn.body).toContain('href="/?logout"');
    const nav = /<nav class="site-nav"[^>]*>(.*?)<\/nav>/s.exec((await get('/', cookie)).body)![1]!;
    expect(nav).toContain('/members');
    // Another company's user is a guest to this site.
    const stranger = await sessionCookie(h.db.db, h.world.users.otherPortalInvestor);
    expect((await get('/members', stranger)).statusCode).toBe(401);
  });

  it('serves posts, tag pages, one post with sanitised HTML, the team and the clients', async () => {
    const list = await get('/posts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/posts/rates-on-hold"');
    expect(list.body).not.toContain('Draft post');
    expect((await get('/posts/tag/Insights')).body).toContain('Rates on hold');
    expect((await get('/posts/tag/Advice')).body).not.toContain('Rates on hold');
    const post = await get('/posts/rates-on-hold');
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<p>Rates stay.</p>');
    expect(post.body).not.toContain('alert(1)');
    expect(post.body).not.toContain('onerror');
    const team = await get('/team');
    expect(team.body).toContain('Pat Partner');
    expect(team.body).toContain('<p>Pat <b>leads</b></p>');
    expect((await get('/clients')).body).toContain('Acme Holdings');
  });

  it('hides the cookie notice once cookiesAccepted is set, and serves its script', async () => {
    expect((await get('/', 'cookiesAccepted=true')).body).not.toContain('We use cookies');
    const src = /<script src="([^"]+)"/.exec((await get('/')).body)![1]!;
    const script = await get(src);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('cookiesAccepted=true; max-age=2592000; path=/');
  });

  it('leaves the sign-in dialog and ?logout to the app', async () => {
    // No web build in tests: the app's shell is the not-built hint.
    expect((await get('/?action=login')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/?logout')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/dashboard/x')).headers['content-type']).toContain('application/json');
  });

  it('answers getPublishedContent and getPublishedList with published, visible content only', async () => {
    const page = await get('/api/site/content/pages/home');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'pages',
      page: { slug: 'home', title: 'Wealth, managed with care', path: '/home' },
    });
    expect((await get('/api/site/content/pages/plans')).statusCode).toBe(404);
    expect((await get('/api/site/content/pages/hidden-page')).statusCode).toBe(404);
    expect((await get('/api/site/content/pages/client-area')).statusCode).toBe(401);
    expect((await get('/api/site/content/posts/draft-post')).statusCode).toBe(404);
    const post = (await get('/api/site/content/posts/rates-on-hold')).json();
    expect(post.post.html).toBe('<p>Rates stay.</p>');

    const pages = (await get('/api/site/list?type=pages')).json();
    expect(pages.items.map((p: { slug: string }) => p.slug)).toEqual(['home', 'about']);
    expect(pages.total).toBe(2);
    const paged = (await get('/api/site/list?type=pages&pageSize=1&page=2')).json();
    expect(paged.items.map((p: { slug: string }) => p.slug)).toEqual(['about']);
    expect((await get('/api/site/list?type=posts&tag=Advice')).json().items).toEqual([]);
    expect((await get('/api/site/list?type=posts&tag=Insights')).json().total).toBe(1);
    expect((await get('/api/site/list?type=people')).json().items[0]).toMatchObject({ name: 'Pat Partner' });
    expect((await get('/api/site/list?type=clients')).json().items[0]).toMatchObject({
      testimonial: 'Excellent service',
    });
    expect((await get('/api/site/list?type=nothing')).statusCode).toBe(400);
  });

  it('serves sitemap.xml, robots.txt, site.json and reports/sitemap.json as a guest sees the site', async () => {
    const xml = await get('/sitemap.xml');
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toContain('<loc>https://www.meridian.example/</loc>');
    expect(xml.body).toContain('<loc>https://www.meridian.example/about</loc>');
    expect(xml.body).toContain('<loc>https://www.meridian.example/posts/rates-on-hold</loc>');
    for (const absent of ['/plans', '/hidden-page', '/members', '/client-area', '/home<'])
      expect(xml.body).not.toContain(absent);

    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://www.meridian.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');

    const site = (await get('/site.json')).json();
    expect(site).toMatchObject({
      name: 'Alpha Private Clients',
      url: 'https://www.meridian.example',
      brand: 'partners',
    });
    expect(site.navigation).toEqual([
      { name: 'Home', path: '/home' },
      { name: 'About us', path: '/about' },
      { name: 'Client area', path: '/client-area' },
    ]);
    const report = (await get('/reports/sitemap.json')).json();
    expect(report.count).toBe(report.urls.length);
    expect(report.urls.map((u: { path: string }) => u.path)).toEqual([
      '/',
      '/about',
      '/posts',
      '/posts/rates-on-hold',
      '/team',
      '/clients',
    ]);
  });
  it('reuses the published content for its time to live and reads it again after it or on a new day', async () => {
    let day = '2030-01-01';
    const source = siteContentSource(h.db.db, 60_000, () => day);
    const first = await source();
    expect(first!.pages.map((p) => p.item.slug)).toContain('about');
    await h.call(h.world.users.admin, 'DELETE', `/api/admin/pages/${ids.about}`);
    expect(await source()).toBe(first);
    day = '2030-01-02';
    expect((await source())!.pages.map((p) => p.item.slug)).not.toContain('about');
    expect((await siteContentSource(h.db.db, 0, () => day)())!.pages.map((p) => p.item.slug)).not.toContain(
      'about',
    );
    // Deleted at once for visitors (this app reads on every request).
    expect((await get('/about')).statusCode).toBe(404);
  });
  it('reads the content again, within its time to live, once a table it reads has changed', async () => {
    const source = siteContentSource(h.db.db, 60_000, () => '2030-01-01');
    const first = await source();
    expect(await source()).toBe(first);
    source.invalidate();
    const fresh = await source();
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
    expect(await source()).toBe(fresh);
  });
});

describe('other brands', () => {
  it('keep / as the sign-in entry and have no public site routes', async () => {
    const { createTestDatabase } = await import('../db/test-database');
    const db = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: db });
    try {
      const root = await app.inject({ url: '/' });
      expect(root.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect((await app.inject({ url: '/api/site/list?type=pages' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
