import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../admin/admin-harness';
import { funds, media } from '../db/schema/index';
import type { PublishedPage } from '@portal/domain';
import { sessionCookie } from '../testing/sign-in-as';
import { siteContentSource } from './content-cache';
import { documentHtml, type SiteFrame } from './layout';
import { pageBody } from './views';

/**
 * The public site's shell (issue 17, §2 header and footer, §3 page types) as served, no JavaScript:
 * the site map, the channel switcher and its cookie, the account menu, a layout per page type, and
 * each page's head with the portal's logo as the fallback social image.
 */
describe('public site shell (partners brand)', () => {
  let h: AdminHarness;
  let portal: string;

  const get = async (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });
  const navOf = (body: string) =>
    [.../<nav class="site-nav"[^>]*>(.*?)<\/nav>/s.exec(body)![1]!.matchAll(/href="([^"]+)"/g)].map(
      (m) => m[1],
    );

  async function publish(collection: string, id: string) {
    const published = await h.call(h.world.users.admin, 'POST', `/api/admin/${collection}/${id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }
  async function create(collection: string, body: Record<string, unknown>, publishNow = true) {
    const created = await h.call(h.world.users.admin, 'POST', `/api/admin/${collection}`, {
      portalId: portal,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (publishNow) await publish(collection, created.body.id);
    return created.body.id as string;
  }

  beforeAll(async () => {
    h = await startAdminHarness({
      BRAND: 'partners',
      PUBLIC_URL: 'https://www.meridian.example',
      PUBLIC_SITE_CACHE_MS: '0',
    });
    portal = h.world.portalA;
    await h.db.db.execute(
      sql`update portals set created_at = '2000-01-01', photo = ${JSON.stringify([
        { name: 'logo.png', url: '/files/logo.png', fullUrl: '/files/logo.png' },
      ])}::jsonb where id = ${portal}`,
    );
    await create('pages', {
      name: 'Members',
      slug: 'members',
      access: { level: 'authenticated' },
      title: 'Members only',
    });
    // Created before Welcome and Library, then moved down past them: the site map follows `order`.
    const insights = await create(
      'pages',
      { name: 'Insights', slug: 'insights', type: 'Blog', title: 'Our blog' },
      false,
    );
    const welcome = await create(
      'pages',
      {
        name: 'Welcome',
        slug: 'welcome',
        type: 'Landing',
        title: 'Welcome to Meridian',
        socialImg: [
          { name: 'hero.jpg', url: 'https://cdn.example/hero.jpg', fullUrl: 'https://cdn.example/hero.jpg' },
        ],
      },
      false,
    );
    const library = await create(
      'pages',
      { name: 'Library', slug: 'library-page', type: 'Resources', title: 'Papers' },
      false,
    );
    for (const step of [1, 2]) {
      const moved = await h.call(h.world.users.admin, 'POST', `/api/admin/pages/${insights}/move`, {
        direction: 'down',
      });
      expect(moved.status, `move ${step}`).toBe(200);
    }
    for (const id of [insights, welcome, library]) await publish('pages', id);
    await create('pages', { name: 'Our funds', slug: 'our-funds', type: 'Funds', title: 'Fund range' });
    await create('pages', { name: 'Your account', slug: 'your-account', type: 'Account', title: 'Account' });
    await create('pages', { name: 'Q3 report', slug: 'q3', type: 'Report', title: 'Quarterly report' });
    await create('pages', { name: 'Enquire', slug: 'enquire', type: 'Form', title: 'Talk to us' });
    await create('pages', { name: 'Vault', slug: 'vault', protected: true, title: 'Vault' });
    await create('pages', {
      name: 'For advisers',
      slug: 'advisers',
      channel: 'Advisers',
      title: 'Adviser corner',
    });
    await create('pages', {
      name: 'For families',
      slug: 'families',
      channel: 'Private clients',
      title: 'Family office',
    });
    await create('posts', {
      name: 'Adviser briefing',
      slug: 'adviser-briefing',
      publishDate: '2025-03-04',
      channel: 'Advisers',
      access: { level: 'public' },
    });
    await create('posts', {
      name: 'Market note',
      slug: 'market-note',
      publishDate: '2025-02-01',
      access: { level: 'public' },
    });
    await h.db.db.insert(media).values([
      {
        portalId: portal,
        name: 'Annual review',
        type: 'Other',
        file: [{ name: 'review.pdf', url: '/files/review.pdf', fullUrl: '/files/review.pdf' }],
        publishedAt: new Date('2025-05-01T10:00:00Z'),
        updatedAt: new Date('2025-05-01T10:00:00Z'),
      },
      { portalId: portal, name: 'Private statement', type: 'Statement' },
    ]);
    await h.db.db.insert(funds).values({
      isin: 'GB00B0000001',
      name: 'Meridian Global Income',
      currency: 'GBP',
      price: '1234.5',
      priceDate: '2025-06-30',
      change1y: '5.2300',
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists visible published pages by order, secure ones only when signed in, protected ones always', async () => {
    const guest = (await get('/')).body;
    expect(navOf(guest)).toEqual([
      '/welcome',
      '/library-page',
      '/insights',
      '/our-funds',
      '/your-account',
      '/q3',
      '/enquire',
      '/vault',
      '/advisers',
      '/families',
    ]);
    expect(guest).toContain('href="/login"');
    expect(guest).toContain('href="/signup"');
    expect(guest).not.toContain('href="/profile/me"');
    const cookie = await sessionCookie(h.db.db, h.world.users.investor);
    expect(navOf((await get('/', { cookie })).body)[0]).toBe('/members');
    // The footer repeats the site map.
    expect(/<footer class="site-footer">(.*?)<\/footer>/s.exec(guest)![1]).toContain('href="/q3"');
  });

  it('shows the account menu to a signed-in visitor, with My organisation for admin profiles only', async () => {
    const investor = (await get('/', { cookie: await sessionCookie(h.db.db, h.world.users.investor) })).body;
    expect(investor).toContain('<summary>My account</summary>');
    expect(investor).toContain('href="/profile/me"');
    expect(investor).toContain('href="/?logout"');
    expect(investor).not.toContain('href="/profile/organisation"');
    expect(investor).not.toContain('href="/signup"');
    const admin = (await get('/', { cookie: await sessionCookie(h.db.db, h.world.users.admin) })).body;
    expect(admin).toContain('href="/profile/organisation"');
    // An unknown session is a guest.
    expect((await get('/', { cookie: 'portal_session=nope' })).body).toContain('href="/login"');
  });

  it('keeps the chosen channel in a one-month cookie and narrows the site map and lists to it', async () => {
    const guest = (await get('/posts')).body;
    expect(guest).toContain('href="/?channel=Advisers"'.replace('/?', '/posts?'));
    expect(guest).toContain('href="/posts?channel=Private%20clients"');
    expect(guest).toContain('Reset channel');
    expect(guest).toContain('Adviser briefing');

    const set = await get('/posts?channel=Private%20clients');
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/posts');
    const cookie = String(set.headers['set-cookie']);
    expect(cookie).toContain('channel=Private%20clients');
    expect(cookie).toContain('Max-Age=2592000');

    const chosen = { cookie: 'channel=Private%20clients' };
    const posts = (await get('/posts', chosen)).body;
    expect(posts).toContain('Channel: Private clients');
    expect(posts).not.toContain('Adviser briefing');
    expect(posts).toContain('Market note');
    const nav = navOf((await get('/', chosen)).body);
    expect(nav).toContain('/families');
    expect(nav).toContain('/welcome');
    expect(nav).not.toContain('/advisers');
    expect((await get('/insights', chosen)).body).not.toContain('Adviser briefing');

    // The content API (§7 getPublishedList) narrows the same way when asked for a channel.
    const listed = async (type: string, channel: string) =>
      (
        (await get(`/api/site/list?type=${type}&channel=${encodeURIComponent(channel)}`)).json() as {
          items: { slug: string | null }[];
        }
      ).items.map((item) => item.slug);
    expect(await listed('posts', 'Private clients')).toContain('market-note');
    expect(await listed('posts', 'Private clients')).not.toContain('adviser-briefing');
    expect(await listed('pages', 'Advisers')).toContain('advisers');
    expect(await listed('pages', 'Advisers')).not.toContain('families');
    expect((await get(`/api/site/list?type=posts&channel=${'x'.repeat(61)}`)).statusCode).toBe(400);

    const reset = await get('/posts?channel=');
    expect(reset.statusCode).toBe(303);
    expect(String(reset.headers['set-cookie'])).toMatch(/channel=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    // A channel the portal does not name is no channel.
    expect(navOf((await get('/', { cookie: 'channel=Nope' })).body)).toContain('/advisers');
    // Never a redirect off the site.
    expect((await get('//evil.example?channel=x')).headers.location ?? '/').not.toContain('evil');
  });

  it('renders each page type in its own layout in the one shell', async () => {
    const layoutOf = (body: string) => /data-layout="([^"]+)"/.exec(body)?.[1];
    const landing = (await get('/welcome')).body;
    expect(layoutOf(landing)).toBe('Landing');
    expect(landing).toContain('class="hero"');

    const blog = (await get('/insights')).body;
    expect(layoutOf(blog)).toBe('Blog');
    expect(blog).toContain('href="/posts/market-note"');
    expect(blog).toContain('<time datetime="2025-02-01">1 Feb 2025</time>');

    const resources = (await get('/library-page')).body;
    expect(layoutOf(resources)).toBe('Resources');
    expect(resources).toContain('<a href="/files/review.pdf">Annual review</a>');
    expect(resources).toContain('Updated 1 May 2025');
    expect(resources).not.toContain('Private statement');

    const fundsPage = (await get('/our-funds')).body;
    expect(layoutOf(fundsPage)).toBe('Funds');
    expect(fundsPage).toContain('Meridian Global Income');
    expect(fundsPage).toContain('£1,234.50');
    expect(fundsPage).toContain('+5.23%');
    expect(fundsPage).toContain('30 Jun 2025');

    const account = (await get('/your-account')).body;
    expect(layoutOf(account)).toBe('Account');
    expect(account).toContain('href="/login?redirect=%2Fyour-account"');
    const signedIn = await get('/your-account', {
      cookie: await sessionCookie(h.db.db, h.world.users.investor),
    });
    expect(signedIn.body).toContain('href="/portals"');

    const report = (await get('/q3')).body;
    expect(layoutOf(report)).toBe('Report');
    expect(report).toContain('href="/q3?print"');
    const printed = (await get('/q3?print')).body;
    expect(printed).toContain('<body class="print">');
    expect(printed).not.toContain('class="site-header"');

    const form = (await get('/enquire')).body;
    expect(layoutOf(form)).toBe('Form');
    expect(form).toContain('<a class="cta" href="/contact">Contact us</a>');
  });

  it("gives each page its title, description, canonical URL and social image, the portal's logo when it has none", async () => {
    const welcome = (await get('/welcome')).body;
    expect(welcome).toContain('<meta property="og:image" content="https://cdn.example/hero.jpg" />');
    const insights = (await get('/insights')).body;
    expect(insights).toContain('<title>Our blog | Alpha Private Clients</title>');
    expect(insights).toContain('<link rel="canonical" href="https://www.meridian.example/insights">');
    expect(insights).toContain(
      '<meta property="og:image" content="https://www.meridian.example/files/logo.png" />',
    );
    expect((await get('/posts/market-note')).body).toContain(
      '<meta property="og:image" content="https://www.meridian.example/files/logo.png" />',
    );
  });

  it('serves the content it has while one read replaces it once the time to live is over', async () => {
    const source = siteContentSource(h.db.db, 1, () => '2030-01-01');
    const first = await source();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await create('pages', { name: 'Late news', slug: 'late-news', title: 'Late news' });
    // Stale: answered at once with what was read, while the new read runs.
    expect(await source()).toBe(first);
    await expect.poll(async () => (await source())!.pages.map((p) => p.item.slug)).toContain('late-news');
  });
});

describe('public site shell in other languages', () => {
  // The partners brand writes English only (its locales); the shell's texts and figures are keys
  // and formatters, so a Greek or Icelandic site reads in its language.
  const frame = (locale: 'el' | 'is'): SiteFrame => ({
    locale,
    siteName: 'Meridian',
    publicUrl: 'https://www.meridian.example',
    siteMap: [{ name: 'Ταμεία', path: '/funds' }],
    currentPath: '/funds',
    viewer: null,
    cookiesAccepted: false,
    print: false,
    channels: ['Advisers'],
    channel: null,
    fallbackImage: '/files/logo.png',
  });
  const page: PublishedPage = {
    id: 'p1',
    slug: 'funds',
    path: '/funds',
    name: 'Funds',
    type: 'Funds',
    title: 'Funds',
    summary: null,
    description: null,
    socialImage: null,
    order: 0,
    protected: false,
    promoted: false,
    linkTarget: null,
    linkLabel: null,
    blocks: [],
    channel: null,
    publishedAt: '2025-06-30T10:00:00.000Z',
  };
  const fund = {
    isin: 'GB00B0000001',
    name: 'Global Income',
    currency: 'GBP',
    price: '1234.5',
    priceDate: '2025-06-30',
    change1y: '5.2300',
  };
  const head = { title: 'Funds', description: null, canonicalPath: '/funds', image: null };

  it('writes header, footer, notice and figures in Greek', () => {
    const greek = documentHtml(frame('el'), head, pageBody(frame('el'), page, { funds: [fund] }));
    expect(greek).toContain('<html lang="el">');
    for (const text of [
      'Επαναφορά καναλιού',
      'Εγγραφή',
      'Σύνδεση',
      'Χρησιμοποιούμε cookies',

      '+5,23%',
      '30 Ιουν 2025',
    ])
      expect(greek).toContain(text);
    expect(greek).toMatch(/1\.234,50\s£/);
    expect(greek).toContain(
      '<meta property="og:image" content="https://www.meridian.example/files/logo.png" />',
    );
  });

  it('and in Icelandic', () => {
    const icelandic = documentHtml(frame('is'), head, pageBody(frame('is'), page, { funds: [fund] }));
    for (const text of ['Endurstilla rás', 'Nýskráning', 'Verðdagur', '+5,23%'])
      expect(icelandic).toContain(text);
  });
});
