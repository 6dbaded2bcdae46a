import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountOwners, groupMembers, groups, portals } from '../db/schema/index';
import { startAdminHarness, type AdminHarness } from './admin-harness';

// Decision 119: the grid's page, its rows' virtual fields and its capped count are one statement,
// and the company's portals that scope it are kept per process until portals change.
let h: AdminHarness;
const asAdmin = (method: string, url: string, body?: unknown) =>
  h.call(h.world.users.admin, method, url, body);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

beforeAll(async () => {
  h = await startAdminHarness();
});
afterAll(async () => h?.close());

it("reads each row's owners and groups, in the order they were added, as the item itself does", async () => {
  const { portalA } = h.world;
  const { investor, neighbour } = h.world.accounts;
  const [group] = await h.db.db
    .insert(groups)
    .values({ portalId: portalA, name: 'Income', slug: 'income', score: 1 })
    .returning({ id: groups.id });
  await h.db.db.insert(groupMembers).values({ portalId: portalA, accountId: investor, groupId: group!.id });
  await h.db.db.insert(accountOwners).values({
    portalId: portalA,
    accountId: investor,
    userId: h.world.users.admin,
    createdAt: new Date(Date.now() + 60_000),
  });
  const grid = (await asAdmin('GET', `/api/admin/accounts?portalId=${portalA}`)).body;
  const row = (id: string) => grid.items.find((item: { id: string }) => item.id === id);
  expect(row(investor).owner).toEqual([h.world.users.ownerAdvisor, h.world.users.admin]);
  expect(row(investor).groups).toEqual([group!.id]);
  expect(row(neighbour).groups).toEqual([]);
  for (const id of [investor, neighbour])
    expect((await asAdmin('GET', `/api/admin/accounts/${id}`)).body).toEqual(row(id));
});

it('counts the matches when the page asked for is past the last one, and says 0 when nothing matches', async () => {
  const past = (await asAdmin('GET', '/api/admin/accounts?page=9')).body;
  expect([past.items, past.total, past.totalCapped]).toEqual([[], 2, false]);
  const none = (await asAdmin('GET', '/api/admin/accounts?search=zzzz')).body;
  expect([none.items, none.total]).toEqual([[], 0]);
});

it('scopes the grid to the portals the company has now, whoever changed them', async () => {
  const { portalA2 } = h.world;
  const portal = await asAdmin('POST', '/api/admin/portals', {
    name: 'Alpha Family Office',
    email: 'fo@alpha.example',
    phone: '1',
    portalLanguage: 'en',
    theme: 'light',
    photo: [{ name: 'l.png', url: '/l.png' }],
  });
  expect(portal.status).toBe(201);
  const before = (await asAdmin('GET', '/api/admin/accounts')).body;
  expect(before.total).toBe(2);
  await asAdmin('POST', '/api/admin/accounts', {
    portalId: portal.body.id,
    name: 'Fay Family',
    email: 'fay@clients.example',
  });
  await asAdmin('POST', '/api/admin/accounts', {
    portalId: portalA2,
    name: 'Ian Institutional',
    email: 'ian@clients.example',
  });
  expect(names((await asAdmin('GET', `/api/admin/accounts?portalId=${portal.body.id}`)).body)).toEqual([
    'Fay Family',
  ]);
  // Deleted through the admin API: gone from this process's next page at once.
  expect((await asAdmin('DELETE', `/api/admin/portals/${portal.body.id}`)).status).toBe(204);
  expect((await asAdmin('GET', '/api/admin/accounts')).body.total).toBe(3);
  // Changed outside it (psql, another process): gone once the change is notified.
  await h.db.db.update(portals).set({ active: false }).where(eq(portals.id, portalA2));
  await expect
    .poll(async () => names((await asAdmin('GET', '/api/admin/accounts')).body), { timeout: 5_000 })
    .toEqual(['Ada Investor', 'Ned Neighbour']);
});
