import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_SLUGS, COLLECTIONS, findField, type CollectionSlug } from '@portal/domain';
import { logs, media } from '../db/schema/index';
import { startAdminHarness, type AdminHarness } from './admin-harness';

/**
 * Every declared collection through the HTTP API (issue 7): create, save, search, duplicate, order,
 * publish and restore where they apply, soft delete, a refused save with the §5 message; and the
 * walls around it: non-admins get 403 on every admin route, another company's admin 404.
 */

type Refs = { portal: string; form: string; dataProcess: string; navigation: string; library: string };
interface Case {
  create: (r: Refs) => Record<string, unknown>;
  edit: Record<string, unknown>;
  invalid: (r: Refs) => Record<string, unknown>;
  /** The §5 message of the refused save, on `field`. */
  refused: [field: string, message: string];
}

const logo = [{ name: 'logo.png', url: '/media/logo.png' }];
const CASES: Record<Exclude<CollectionSlug, 'media'>, Case> = {
  users: {
    create: () => ({
      name: 'Ulla User',
      email: 'ulla@alpha.example',
      phone: '+44 1',
      userLanguage: 'en',
      password: 'Secret-pass-1',
    }),
    edit: { title: 'CIO' },
    invalid: () => ({ name: 'U', email: 'not-an-email', phone: '1', userLanguage: 'en' }),
    refused: ['email', 'Email must be valid'],
  },
  organisations: {
    create: () => ({ name: 'Gamma Introducers', domain: 'gamma.example' }),
    edit: { url: 'https://gamma.example' },
    invalid: () => ({ domain: 'x.example' }),
    refused: ['name', 'Name is required'],
  },
  groups: {
    create: (r) => ({ portalId: r.portal, name: 'VIP clients', score: 5 }),
    edit: { score: 7 },
    invalid: (r) => ({ portalId: r.portal, name: 'G' }),
    refused: ['score', 'Required field'],
  },
  accounts: {
    create: (r) => ({ portalId: r.portal, name: 'Carl Client', email: 'carl@clients.example' }),
    edit: { location: 'London' },
    invalid: (r) => ({ portalId: r.portal, name: 'C', email: 'bad' }),
    refused: ['email', 'Email must be valid'],
  },
  portals: {
    create: () => ({
      name: 'Alpha Third',
      email: 'p@alpha.example',
      phone: '1',
      portalLanguage: 'en',
      photo: logo,
      theme: 'dark',
    }),
    edit: { phone: '2' },
    invalid: () => ({ name: 'P', email: 'p@alpha.example', phone: '1', portalLanguage: 'en', theme: 'dark' }),
    refused: ['photo', 'Logo is required'],
  },
  subscriptions: {
    create: () => ({ name: 'Gold', accountsLimit: 100, advisorsLimit: 50 }),
    edit: { accountsLimit: 200 },
    invalid: () => ({ name: 'S', accountsLimit: 'many', advisorsLimit: 1 }),
    refused: ['accountsLimit', 'Please enter a number'],
  },
  models: {
    create: (r) => ({
      portalId: r.portal,
      name: 'Balanced',
      profile: 'Balanced',
      min: '35',
      max: '65',
      avg: '50',
      rebalance: 'Quarterly',
      data: [{ name: 'Equities', value: '50' }],
    }),
    edit: { profile: 'Growth' },
    invalid: (r) => ({
      portalId: r.portal,
      name: 'B',
      profile: 'B',
      min: '0',
      max: '130',
      avg: '1',
      rebalance: 'Monthly',
    }),
    refused: ['max', 'Maximum value is 100'],
  },
  riskProfiles: {
    create: (r) => ({
      portalId: r.portal,
      name: 'Cautious',
      returns: '2% - 4%',
      factsheetUrl: 'https://example.com/f.pdf',
      riskLevel: 3,
    }),
    edit: { riskLevel: 4 },
    invalid: (r) => ({ portalId: r.portal, name: 'R', returns: '1%', factsheetUrl: 'u', riskLevel: 11 }),
    refused: ['riskLevel', 'Maximum value is 10'],
  },
  forms: {
    create: (r) => ({ portalId: r.portal, name: 'Know your client', description: 'KYC questions' }),
    edit: { single: true },
    invalid: (r) => ({ portalId: r.portal, name: 'F', description: 'x'.repeat(201) }),
    refused: ['description', 'Max 200 characters'],
  },
  submissions: {
    create: (r) => ({ portalId: r.portal, parentId: r.form, step: 'Under review' }),
    edit: { step: 'Approved' },
    invalid: (r) => ({ portalId: r.portal, step: 'Under review' }),
    refused: ['parentId', 'Required field'],
  },
  processes: {
    create: (r) => ({ portalId: r.portal, name: 'Onboarding', formId: r.form }),
    edit: { single: true },
    invalid: (r) => ({ portalId: r.portal }),
    refused: ['name', 'Name is required'],
  },
  'data-processes': {
    create: (r) => ({ portalId: r.portal, name: 'Prices import' }),
    edit: { name: 'Prices import v2' },
    invalid: (r) => ({ portalId: r.portal, name: ' ' }),
    refused: ['name', 'Name is required'],
  },
  'data-processes-steps': {
    create: (r) => ({
      portalId: r.portal,
      parentId: r.dataProcess,
      name: 'Fetch prices',
      method: 'GET',
      location: 'https://api.example/prices',
    }),
    edit: { method: 'POST' },
    invalid: (r) => ({ portalId: r.portal, name: 'No parent' }),
    refused: ['parentId', 'Required field'],
  },
  commentary: {
    create: (r) => ({
      portalId: r.portal,
      name: 'Quarterly review',
      reportDate: '2025-03-31',
      body: '<p>Calm <b>markets</b></p>',
    }),
    edit: { body: '<p>Updated</p>' },
    invalid: (r) => ({ portalId: r.portal, name: 'Q', reportDate: '31/03/2025' }),
    refused: ['reportDate', 'Please enter a valid date'],
  },
  pages: {
    create: (r) => ({ portalId: r.portal, name: 'About Us' }),
    edit: { title: 'About the firm' },
    invalid: (r) => ({ portalId: r.portal, name: 'P', description: 'x'.repeat(151) }),
    refused: ['description', 'Max 150 characters'],
  },
  posts: {
    create: (r) => ({ portalId: r.portal, name: 'Market update', tags: ['Insights'] }),
    edit: { summary: 'Rates held' },
    invalid: (r) => ({ portalId: r.portal, tags: ['Insights'] }),
    refused: ['name', 'Name is required'],
  },
  people: {
    create: (r) => ({ portalId: r.portal, name: 'Pat Partner', title: 'Partner' }),
    edit: { location: 'Athens' },
    invalid: (r) => ({ portalId: r.portal, name: '' }),
    refused: ['name', 'Name is required'],
  },
  clients: {
    create: (r) => ({ portalId: r.portal, name: 'Acme Holdings', contact: 'Jane Doe', logo }),
    edit: { testimonial: 'Excellent service' },
    invalid: (r) => ({ portalId: r.portal, contact: 'Jane' }),
    refused: ['name', 'Name is required'],
  },
  libraries: {
    create: (r) => ({ portalId: r.portal, name: 'Brochures' }),
    edit: { name: 'Brochures 2025' },
    invalid: (r) => ({ portalId: r.portal }),
    refused: ['name', 'Name is required'],
  },
  navigation: {
    create: (r) => ({ portalId: r.portal, name: 'Insights', link: '/insights', visibleFor: ['Advisor'] }),
    edit: { icon: 'lightbulb' },
    invalid: (r) => ({ portalId: r.portal, name: 'No link' }),
    refused: ['link', 'Required field'],
  },
  subnavigation: {
    create: (r) => ({
      portalId: r.portal,
      parentId: r.navigation,
      name: 'Overview',
      link: '/insights/overview',
    }),
    edit: { link: '/insights/all' },
    invalid: (r) => ({ portalId: r.portal, parentId: r.navigation, link: '/x' }),
    refused: ['name', 'Name is required'],
  },
};

let h: AdminHarness;
let refs: Refs;
const created = new Map<string, string>();
const asAdmin = (method: string, url: string, body?: unknown) =>
  h.call(h.world.users.admin, method, url, body);

async function make(slug: string, body: Record<string, unknown>): Promise<string> {
  const response = await asAdmin('POST', `/api/admin/${slug}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

beforeAll(async () => {
  h = await startAdminHarness();
  const portal = h.world.portalA;
  refs = {
    portal,
    form: await make('forms', { portalId: portal, name: 'Parent form' }),
    dataProcess: await make('data-processes', { portalId: portal, name: 'Parent process' }),
    navigation: await make('navigation', { portalId: portal, name: 'Parent item', link: '/parent' }),
    library: await make('libraries', { portalId: portal, name: 'Parent library' }),
  };
});
afterAll(async () => h?.close());

describe.each(Object.entries(CASES))('%s', (slug, c) => {
  const collection = COLLECTIONS[slug as CollectionSlug];

  it('creates, saves, finds, duplicates and refuses an invalid save with the §5 message', async () => {
    const body = c.create(refs);
    const item = (await asAdmin('POST', `/api/admin/${slug}`, body)).body;
    expect(item.id).toBeTypeOf('string');
    created.set(slug, item.id);
    expect(item).not.toHaveProperty('password');
    expect(item).not.toHaveProperty('passwordHash');

    const saved = await asAdmin('PATCH', `/api/admin/${slug}/${item.id}`, c.edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(c.edit);
    expect((await asAdmin('GET', `/api/admin/${slug}/${item.id}`)).body).toMatchObject(c.edit);

    const word = String(saved.body[collection.search[0]!] ?? '')
      .split(/\s+/)[0]!
      .slice(0, 4);
    const found = await asAdmin('GET', `/api/admin/${slug}?search=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((i: { id: string }) => i.id)).toContain(item.id);
    expect(found.body.pageSize).toBe(50);

    const copy = await asAdmin('POST', `/api/admin/${slug}/${item.id}/duplicate`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    if (typeof saved.body.name === 'string') expect(copy.body.name).toBe(`${saved.body.name} - Copy`);
    if (findField(collection, 'slug')) expect(copy.body.slug).toBe(`${saved.body.slug}-copy`);

    const refused = await asAdmin('POST', `/api/admin/${slug}`, c.invalid(refs));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toContainEqual({ path: c.refused[0], message: c.refused[1] });

    const entries = await h.db.db
      .select({ info: logs.info })
      .from(logs)
      .where(and(eq(logs.collection, slug), eq(logs.entityId, item.id)));
    expect(entries.map((e) => (e.info as { action: string }).action)).toEqual(['create', 'update']);
  });

  it('refuses an unknown or read-only field on save and on create with 400, writing nothing (issue 16)', async () => {
    const id = created.get(slug)!;
    const before = (await asAdmin('GET', `/api/admin/${slug}/${id}`)).body;
    for (const extra of [{ notAField: 1 }, { createdBy: h.world.users.investor }, { id: refs.portal }]) {
      const refused = await asAdmin('PATCH', `/api/admin/${slug}/${id}`, { ...c.edit, ...extra });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'validation_error',
        message: 'This field cannot be saved here',
        fields: [{ path: Object.keys(extra)[0], message: 'This field cannot be saved here' }],
      });
    }
    expect((await asAdmin('GET', `/api/admin/${slug}/${id}`)).body).toEqual(before);
    const total = async () => (await asAdmin('GET', `/api/admin/${slug}?pageSize=1`)).body.total as number;
    const count = await total();
    const create = await asAdmin('POST', `/api/admin/${slug}`, { ...c.create(refs), notAField: 1 });
    expect([create.status, create.body.error?.code]).toEqual([400, 'validation_error']);
    expect(await total()).toBe(count);
  });

  it.runIf(collection.ordered)('moves an item up and down by swapping order values', async () => {
    const second = await make(slug, {
      ...c.create(refs),
      name: 'Second item',
      ...(slug === 'pages' ? { slug: 'second' } : {}),
    });
    const parent = collection.parent
      ? (c.create(refs)[collection.parent.field] as string | undefined)
      : undefined;
    const grid = async () =>
      (
        await asAdmin('GET', `/api/admin/${slug}?pageSize=100${parent ? `&parent=${parent}` : ''}`)
      ).body.items.map((i: { id: string }) => i.id) as string[];
    const before = await grid();
    const at = before.indexOf(second);
    expect(at).toBe(before.length - 1);
    const swapped = [...before.slice(0, at - 1), second, before[at - 1]];
    expect((await asAdmin('POST', `/api/admin/${slug}/${second}/move`, { direction: 'up' })).status).toBe(
      200,
    );
    expect(await grid()).toEqual(swapped);
    await asAdmin('POST', `/api/admin/${slug}/${second}/move`, { direction: 'down' });
    expect(await grid()).toEqual(before);
  });

  it.runIf(!collection.ordered)('refuses to move an item of an unordered collection', async () => {
    const moved = await asAdmin('POST', `/api/admin/${slug}/${created.get(slug)}/move`, { direction: 'up' });
    expect(moved.status).toBe(403);
  });

  it.runIf(collection.history)('publishes, keeps versions and restores an older one', async () => {
    const id = created.get(slug)!;
    const published = await asAdmin('POST', `/api/admin/${slug}/${id}/publish`, { name: 'Published name' });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).toBeTypeOf('string');
    const history = (await asAdmin('GET', `/api/admin/${slug}/${id}/history`)).body.items;
    expect(history.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(history[0]).toMatchObject({ updatedBy: 'admin', publishedAt: published.body.publishedAt });
    const restored = await asAdmin('POST', `/api/admin/${slug}/${id}/history/${history[2].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.name).toBe(c.create(refs).name);
    expect((await asAdmin('GET', `/api/admin/${slug}/${id}/history`)).body.items).toHaveLength(4);
  });

  it.runIf(!collection.history)('has no publish or history', async () => {
    const id = created.get(slug)!;
    expect((await asAdmin('POST', `/api/admin/${slug}/${id}/publish`, {})).status).toBe(403);
    expect((await asAdmin('GET', `/api/admin/${slug}/${id}/history`)).status).toBe(403);
  });

  it("is hidden from another company's admin and refused to non-admins", async () => {
    const id = created.get(slug)!;
    const other = h.world.users.otherCompanyAdmin;
    for (const [method, path, body] of [
      ['GET', `/api/admin/${slug}/${id}`],
      ['PATCH', `/api/admin/${slug}/${id}`, c.edit],
      ['POST', `/api/admin/${slug}/${id}/duplicate`],
      ['DELETE', `/api/admin/${slug}/${id}`],
    ] as const)
      expect((await h.call(other, method, path, body)).status, `${method} ${path}`).toBe(404);
    const listed = await h.call(other, 'GET', `/api/admin/${slug}`);
    expect(listed.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    for (const user of [h.world.users.investor, h.world.users.ownerAdvisor]) {
      expect((await h.call(user, 'GET', `/api/admin/${slug}`)).status).toBe(403);
      expect((await h.call(user, 'GET', `/api/admin/${slug}/${id}`)).status).toBe(403);
      expect((await h.call(user, 'POST', `/api/admin/${slug}`, c.create(refs))).status).toBe(403);
    }
  });

  it('soft-deletes: the row stays, inactive, and the API no longer finds it', async () => {
    const id = created.get(slug)!;
    expect((await asAdmin('DELETE', `/api/admin/${slug}/${id}`)).status).toBe(204);
    expect((await asAdmin('GET', `/api/admin/${slug}/${id}`)).status).toBe(404);
    const listed = (await asAdmin('GET', `/api/admin/${slug}`)).body.items.map((i: { id: string }) => i.id);
    expect(listed).not.toContain(id);
  });
});

describe('media (read-only, §2)', () => {
  it('lists and shows media, refuses every write', async () => {
    const [row] = await h.db.db
      .insert(media)
      .values({
        portalId: refs.portal,
        parentId: refs.library,
        name: 'Factsheet',
        mime: 'application/pdf',
        file: [{ name: 'f.pdf', url: '/media/f.pdf' }],
      })
      .returning({ id: media.id });
    const listed = await asAdmin('GET', `/api/admin/media?parent=${refs.library}`);
    expect(listed.body).toMatchObject({ total: 1, items: [{ id: row!.id, name: 'Factsheet' }] });
    expect((await asAdmin('GET', `/api/admin/media/${row!.id}`)).status).toBe(200);
    expect((await asAdmin('POST', '/api/admin/media', { portalId: refs.portal, name: 'X' })).status).toBe(
      403,
    );
    expect((await asAdmin('PATCH', `/api/admin/media/${row!.id}`, { name: 'Y' })).status).toBe(403);
    expect((await asAdmin('DELETE', `/api/admin/media/${row!.id}`)).status).toBe(403);
    expect((await asAdmin('POST', `/api/admin/media/${row!.id}/duplicate`)).status).toBe(403);
  });
});

describe('grid and drilldown', () => {
  it('drills down from a form to its submissions, and 404s a parent of another company', async () => {
    await make('submissions', { portalId: refs.portal, parentId: refs.form, step: 'Verified' });
    const listed = await asAdmin('GET', `/api/admin/submissions?parent=${refs.form}`);
    expect(listed.body.items.every((i: { parentId: string }) => i.parentId === refs.form)).toBe(true);
    expect(listed.body.total).toBeGreaterThan(0);
    expect(
      (await h.call(h.world.users.otherCompanyAdmin, 'GET', `/api/admin/submissions?parent=${refs.form}`))
        .status,
    ).toBe(404);
  });

  it('pages 50 rows at a time with the total for "You have N"', async () => {
    for (let i = 0; i < 55; i += 1) await make('people', { portalId: refs.portal, name: `Person ${i}` });
    const first = (await asAdmin('GET', '/api/admin/people?search=person')).body;
    expect([first.items.length, first.total, first.totalCapped]).toEqual([50, 55, false]);
    const second = (await asAdmin('GET', '/api/admin/people?search=person&page=2')).body;
    expect(second.items).toHaveLength(5);
    // A searched page is sorted after the index finds the matches: the grid's order across pages.
    const orders = [...first.items, ...second.items].map((item: { order: number }) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(55);
    // The same order as the unsearched grid (which also holds the people other tests made).
    const plain = (await asAdmin('GET', '/api/admin/people?pageSize=100')).body;
    const plainOrders = plain.items
      .filter((item: { name: string }) => item.name.startsWith('Person '))
      .map((item: { order: number }) => item.order);
    expect(plainOrders).toEqual(orders);
  });

  it('answers 404 for an unknown collection or id, and refuses references to another company', async () => {
    expect((await asAdmin('GET', '/api/admin/nonsense')).status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/people/not-a-uuid')).status).toBe(404);
    const foreign = await h.call(h.world.users.otherCompanyAdmin, 'POST', '/api/admin/people', {
      portalId: refs.portal,
      name: 'Spy',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual([
      { path: 'portalId', message: 'Please choose an existing item' },
    ]);
  });

  it('stores rich text sanitised', async () => {
    const id = await make('commentary', {
      portalId: refs.portal,
      name: 'XSS',
      body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">l</a></p>',
    });
    const body = (await asAdmin('GET', `/api/admin/commentary/${id}`)).body.body as string;
    expect(body).not.toMatch(/script|onclick|javascript/);
    expect(body).toContain('Hi');
  });
});

it('covers every declared collection', () => {
  expect([...Object.keys(CASES), 'media'].sort()).toEqual([...COLLECTION_SLUGS].sort());
});
