import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { people, posts } from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';

let db: TestDatabase;
let world: AccessWorld;
let server: TestServer;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const published = new Date('2026-01-01T00:00:00Z');

async function get(userId: string, path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie: await sessionCookie(db.db, userId) },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  db = await createTestDatabase();
  world = await createAccessWorld(db.db);
  const [author] = await db.db
    .insert(people)
    .values({
      portalId: world.portalA,
      name: 'Anna Author',
      title: 'Chief economist',
      location: 'London',
      bio: 'Writes about markets.',
      linkedin: 'javascript:alert(1)',
    })
    .returning({ id: people.id });
  const post = (values: Partial<typeof posts.$inferInsert> & { name: string }) => ({
    portalId: world.portalA,
    slug: values.name.toLowerCase().replace(/\W+/g, '-'),
    publishedAt: published,
    tags: ['Insights'],
    ...values,
  });
  await db.db.insert(posts).values([
    post({
      name: 'Quarterly outlook',
      publishDate: day(-10),
      authorId: author!.id,
      teaserTitle: 'Outlook teaser',
      teaserSummary: 'In short',
      summary: 'The long summary',
      keypoints: ['Rates stay put', 'Equities neutral'],
      content: [
        { type: 'paragraph', text: 'Growth <script>alert(1)</script> holds up.' },
        { type: 'list', items: ['One', 'Two'] },
      ],
      embed: '<iframe src="https://video.example/embed/outlook"></iframe>',
      image: [{ name: 'chart.png', url: '/files/chart.png', fullUrl: 'https://cdn.example/chart.png' }],
    }),
    post({
      name: 'Tax year checklist',
      tags: ['Advice'],
      publishDate: day(-20),
      content:
        '<p onclick="steal()">Use your <a href="javascript:alert(1)">ISA</a> and <a href="https://gov.example">pension</a>.</p><script>alert(2)</script><img src=x onerror=alert(3)>',
      embed: 'http://insecure.example/video',
    }),
    post({ name: 'Hidden memo', publishDate: day(-5), hidden: true }),
    post({ name: 'Draft piece', publishDate: day(-3), publishedAt: null }),
    post({ name: 'Next week', publishDate: day(10) }),
    post({ name: 'Withdrawn', publishDate: day(-4), active: false }),
    post({ name: 'Staff only', publishDate: day(-2), access: { level: 'hidden' } }),
    post({ name: 'For Ada', publishDate: day(-1), access: { level: 'users', ids: [world.users.investor] } }),
    post({
      name: 'For Alpha',
      publishDate: day(-6),
      access: { level: 'organisations', ids: [world.companyA] },
    }),
    ...Array.from({ length: 12 }, (_, i) =>
      post({ name: `Product note ${i + 1}`, tags: ['Product'], publishDate: day(-100 - i) }),
    ),
  ]);
  await db.db.insert(posts).values({
    portalId: world.portalB,
    name: 'Beta news',
    slug: 'beta-news',
    publishDate: day(-1),
    publishedAt: published,
    tags: ['Insights'],
  });
  server = await startTestServer({ database: db });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const base = () => `/api/portals/${world.portalA}/news`;
const slugs = (body: { items: { slug: string }[] }) => body.items.map((i) => i.slug);

describe('news list (§2 News and insights)', () => {
  it('shows published, visible, dated posts newest first, as teasers only', async () => {
    const { status, body } = await get(world.users.investor, `${base()}?pageSize=5`);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual([
      'for-ada',
      'quarterly-outlook',
      'tax-year-checklist',
      'product-note-1',
      'product-note-2',
    ]);
    // Hidden, unpublished, future, withdrawn, hidden-level and other users' posts are not counted.
    expect(body.total).toBe(15);
    expect(body.items[1]).toEqual({
      slug: 'quarterly-outlook',
      title: 'Outlook teaser',
      summary: 'In short',
      image: '/files/chart.png',
      tags: ['Insights'],
      authorName: 'Anna Author',
      publishDate: day(-10),
      video: true,
    });
    expect(body.items[2]).toMatchObject({ title: 'Tax year checklist', authorName: null, video: false });
  });

  it('opens posts to the users and organisations their access level names', async () => {
    const advisor = await get(world.users.ownerAdvisor, `${base()}?pageSize=3`);
    expect(slugs(advisor.body)).toEqual(['for-alpha', 'quarterly-outlook', 'tax-year-checklist']);
    expect(advisor.body.total).toBe(15);
  });

  it('filters by one tag chip and refuses a tag that is not one of §3', async () => {
    const advice = await get(world.users.investor, `${base()}?tag=Advice`);
    expect(slugs(advice.body)).toEqual(['tax-year-checklist']);
    const product = await get(world.users.investor, `${base()}?tag=Product&pageSize=5&page=3`);
    expect(product.body).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(slugs(product.body)).toEqual(['product-note-11', 'product-note-12']);
    const bad = await get(world.users.investor, `${base()}?tag=Gossip`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
    expect((await get(world.users.investor, `${base()}?pageSize=500`)).status).toBe(400);
  });

  it("is scoped to portals the viewer may open: another company's portal is a 404", async () => {
    expect((await get(world.users.otherCompanyAdmin, base())).status).toBe(404);
    expect((await get(world.users.otherPortalInvestor, base())).status).toBe(404);
    const beta = await get(world.users.otherCompanyAdmin, `/api/portals/${world.portalB}/news`);
    expect(slugs(beta.body)).toEqual(['beta-news']);
    expect((await get(world.users.investor, `/api/portals/${world.portalB}/news`)).status).toBe(404);
    expect((await fetch(`${server.url}${base()}`)).status).toBe(401);
  });
});

describe('news article (drawer)', () => {
  it('serves content as sanitised HTML with key points, video address and author', async () => {
    const { status, body } = await get(world.users.investor, `${base()}/quarterly-outlook`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'quarterly-outlook',
      name: 'Quarterly outlook',
      summary: 'The long summary',
      keypoints: ['Rates stay put', 'Equities neutral'],
      embedUrl: 'https://video.example/embed/outlook',
      author: { name: 'Anna Author', title: 'Chief economist', location: 'London', linkedin: null },
    });
    expect(body.html).toBe(
      '<p>Growth &lt;script&gt;alert(1)&lt;/script&gt; holds up.</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('strips scripts, handlers and javascript: links from stored HTML; no http video', async () => {
    const { body } = await get(world.users.investor, `${base()}/tax-year-checklist`);
    expect(body.html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(body.html).toContain(
      '<a href="https://gov.example" rel="noopener noreferrer nofollow" target="_blank">',
    );
    expect(body.embedUrl).toBeNull();
  });

  it('answers 404 for hidden, unpublished, future, withdrawn, closed and other portals’ posts', async () => {
    for (const slug of ['hidden-memo', 'draft-piece', 'next-week', 'withdrawn', 'staff-only', 'nope'])
      expect((await get(world.users.investor, `${base()}/${slug}`)).status, slug).toBe(404);
    expect((await get(world.users.ownerAdvisor, `${base()}/for-ada`)).status).toBe(404);
    expect((await get(world.users.investor, `${base()}/beta-news`)).status).toBe(404);
    expect((await get(world.users.otherCompanyAdmin, `${base()}/quarterly-outlook`)).status).toBe(404);
  });
});
