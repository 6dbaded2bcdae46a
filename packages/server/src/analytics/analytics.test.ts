import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDay, taxYearStart } from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { logAnalytics, logs } from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';
import { computeDayRecords, firstLiveDay, rollUpDays } from './day-records';

let db: TestDatabase;
let world: AccessWorld;
let server: TestServer;
let unownedClient: string;

const today = isoDay(Date.now());
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

async function get(userId: string, path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie: await sessionCookie(db.db, userId), 'accept-language': 'en' },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const analytics = (query = '') => `/api/portals/${world.portalA}/analytics${query}`;

beforeAll(async () => {
  db = await createTestDatabase();
  world = await createAccessWorld(db.db);
  const { accounts, users } = await import('../db/schema/index');
  // A client of portal A whose account no advisor owns: only the admin counts them.
  const [user] = await db.db
    .insert(users)
    .values({ email: 'unowned@clients.example', name: 'Una Unowned' })
    .returning({ id: users.id });
  unownedClient = user!.id;
  const [unownedAccount] = await db.db
    .insert(accounts)
    .values({ portalId: world.portalA, name: 'Una Unowned', clientUserId: unownedClient })
    .returning({ id: accounts.id });
  // A group with the investor's and the unowned client's accounts: its figures are its members'
  // within the viewer's scope.
  const { groupMembers, groups } = await import('../db/schema/index');
  const [group] = await db.db
    .insert(groups)
    .values({ portalId: world.portalA, name: 'Pensions' })
    .returning({ id: groups.id });
  await db.db.insert(groupMembers).values([
    { portalId: world.portalA, groupId: group!.id, accountId: world.accounts.investor },
    { portalId: world.portalA, groupId: group!.id, accountId: unownedAccount!.id },
  ]);

  const entry = (userId: string, type: string, day: string, collection = 'page', extra = {}) => ({
    portalId: world.portalA,
    createdBy: userId,
    createdAt: at(day),
    type,
    collection,
    entityId: '/dashboard',
    ...extra,
  });
  const tenDaysAgo = addDays(today, -10);
  const fortyDaysAgo = addDays(today, -40);
  await db.db.insert(logs).values([
    // The investor: 2 views and a login ten days ago, a download today.
    entry(world.users.investor, 'view', tenDaysAgo, 'portfolio'),
    entry(world.users.investor, 'view', tenDaysAgo, 'portfolio'),
    entry(world.users.investor, 'login', tenDaysAgo),
    entry(world.users.investor, 'download', today, 'documents', { entityId: 'doc-1' }),
    // The neighbour: one message forty days ago (the previous month of '1m').
    entry(world.users.neighbour, 'message', fortyDaysAgo, 'messages'),
    // The advisor previewing as the investor: his, never the client's.
    entry(world.users.ownerAdvisor, 'preview', tenDaysAgo, 'page', {
      info: { event: 'view', asUserId: world.users.investor },
    }),
    // A client outside the advisor's accounts.
    entry(unownedClient, 'view', tenDaysAgo, 'news'),
    // Portal B's client, another portal altogether.
    { ...entry(world.users.otherPortalInvestor, 'view', tenDaysAgo), portalId: world.portalB },
  ]);
  server = await startTestServer({ database: db });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('GET /api/portals/:portalId/analytics', () => {
  it("defaults to 'All' over clients and counts only the advisor's own clients, never previews", async () => {
    const { status, body } = await get(world.users.ownerAdvisor, analytics());
    expect(status).toBe(200);
    expect(body.period).toBe('all');
    expect(body.view).toBe('clients');
    expect(body.range).toEqual({ from: addDays(today, -365), to: today });
    expect(body.previousRange).toBeNull();
    expect(body.population).toBe(2);
    expect(body.kpis.views.value).toBe(2);
    expect(body.kpis.logins.value).toBe(1);
    expect(body.kpis.downloads.value).toBe(1);
    expect(body.kpis.messages.value).toBe(1);
    expect(body.kpis.total.value).toBe(5);
    expect(body.kpis.activeUsers.value).toBe(2);
    expect(body.kpis.averagePerActiveUser.value).toBe(2.5);
    // 'All' has nothing to compare with: null, not 0.
    expect(body.kpis.total.change).toBeNull();
    expect(body.kpis.total.changeMissing).toBe('no-previous-period');
    expect(body.series).toHaveLength(366);
    expect(body.series.at(-1)).toMatchObject({ date: today, downloads: 1, total: 1 });
    expect(body.mostEngaged.users.map((row: { name: string }) => row.name)).toEqual([
      'investor',
      'neighbour',
    ]);
    // The group counts the advisor's client only, not the unowned client's view.
    expect(body.mostEngaged.groups).toMatchObject([{ name: 'Pensions', counters: { total: 4 } }]);
    expect(body.mostEngaged.users[0].counters).toEqual({
      logins: 1,
      views: 2,
      messages: 0,
      downloads: 1,
      other: 0,
      total: 4,
    });
  });

  it("gives the company admin every client of the portal, and compares '1m' with the month before", async () => {
    const all = await get(world.users.admin, analytics());
    expect(all.body.population).toBe(3);
    expect(all.body.mostEngaged.groups).toMatchObject([{ name: 'Pensions', counters: { total: 5 } }]);
    expect(all.body.kpis.views.value).toBe(3);
    const month = await get(world.users.admin, analytics('?period=1m'));
    expect(month.body.range).toEqual({ from: addDays(today, -30), to: today });
    expect(month.body.kpis.messages).toEqual({ value: 0, change: -1, changeMissing: null });
    expect(month.body.kpis.views).toEqual({ value: 3, change: null, changeMissing: 'previous-zero' });
  });

  it('offers the calendar ranges of §9: whole months and tax years, each against the span before', async () => {
    const thisMonth = `${today.slice(0, 7)}-01`;
    const lastYear = await get(world.users.admin, analytics('?period=last12m'));
    expect(lastYear.status).toBe(200);
    expect(lastYear.body.range).toEqual({ from: addMonths(thisMonth, -12), to: addDays(thisMonth, -1) });
    expect(lastYear.body.previousRange).toEqual({
      from: addMonths(thisMonth, -24),
      to: addDays(addMonths(thisMonth, -12), -1),
    });
    const tax = await get(world.users.admin, analytics('?period=taxYear'));
    expect(tax.body.range).toEqual({ from: taxYearStart(today), to: today });
    const previousTax = await get(world.users.admin, analytics('?period=previousTaxYear'));
    expect(previousTax.body.range).toEqual({
      from: addMonths(taxYearStart(today), -12),
      to: addDays(taxYearStart(today), -1),
    });
    expect((await get(world.users.admin, analytics('?period=lastWeek'))).status).toBe(400);
  });

  it('narrows to investors (a client whose account holds a portfolio)', async () => {
    const { body } = await get(world.users.admin, analytics('?view=investors'));
    // The unowned client has no portfolio; the investor and the neighbour do.
    expect(body.population).toBe(2);
    expect(body.kpis.views.value).toBe(2);
  });

  it('refuses a bad custom range with the §5 message', async () => {
    const reversed = await get(world.users.admin, analytics('?period=custom&from=2026-02-01&to=2026-01-01'));
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.code).toBe('validation_error');
    expect(reversed.body.error.message).toMatch(/date/i);
    expect((await get(world.users.admin, analytics('?period=custom&from=2026-01-01'))).status).toBe(400);
    expect(
      (await get(world.users.admin, analytics('?period=custom&from=2024-01-01&to=2026-01-01'))).status,
    ).toBe(400);
    const ok = await get(
      world.users.admin,
      analytics(`?period=custom&from=${addDays(today, -10)}&to=${addDays(today, -10)}`),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.kpis.total.value).toBe(4);
    expect(ok.body.previousRange).toEqual({ from: addDays(today, -11), to: addDays(today, -11) });
  });

  it('is 403 for investors and 404 for another company', async () => {
    expect((await get(world.users.investor, analytics())).status).toBe(403);
    expect((await get(world.users.otherCompanyAdmin, analytics())).status).toBe(404);
  });
});

describe('analytics tabs', () => {
  it('lists users with counters, busiest first, in scope only', async () => {
    const { body } = await get(world.users.ownerAdvisor, `${analytics('/users')}?pageSize=1`);
    expect(body).toMatchObject({ tab: 'users', total: 2, page: 1, pageSize: 1 });
    expect(body.items[0]).toMatchObject({ id: world.users.investor, counters: { total: 4 } });
  });

  it('shows content by section and documents by id', async () => {
    const content = await get(world.users.admin, analytics('/content'));
    expect(content.body.items.map((item: { key: string; views: number }) => [item.key, item.views])).toEqual([
      ['portfolio', 2],
      ['news', 1],
    ]);
    const documents = await get(world.users.admin, analytics('/documents'));
    expect(documents.body.items).toEqual([
      { key: 'doc-1', label: 'doc-1', collection: 'documents', views: 0, downloads: 1, uploads: 0, users: 1 },
    ]);
  });

  it('pages recent events 10 at a time with a cursor, without previews', async () => {
    const extra = Array.from({ length: 12 }, (_, n) => ({
      portalId: world.portalA,
      createdBy: world.users.neighbour,
      createdAt: at(addDays(today, -2), n),
      type: 'upload',
      collection: 'documents',
      entityId: `doc-up-${n}`,
    }));
    await db.db.insert(logs).values(extra);
    const first = await get(world.users.ownerAdvisor, analytics('/events'));
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ type: 'download', user: { name: 'investor' } });
    const second = await get(
      world.users.ownerAdvisor,
      `${analytics('/events')}?cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    const seen = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    // 12 uploads + download + 3 ten days ago + message; the preview is not there.
    expect(seen).toHaveLength(17);
    expect(second.body.nextCursor).toBeNull();
    expect(
      [...first.body.items, ...second.body.items].some((item: { type: string }) => item.type === 'preview'),
    ).toBe(false);
    expect((await get(world.users.admin, `${analytics('/events')}?cursor=nonsense`)).status).toBe(400);
  });
});

describe('roll-up', () => {
  it('keeps the day just ended live for its first minutes, then stores it', () => {
    expect(firstLiveDay(Date.parse('2026-03-02T00:05:00Z'))).toBe('2026-03-01');
    expect(firstLiveDay(Date.parse('2026-03-02T00:15:00Z'))).toBe('2026-03-02');
  });

  it('stores one row per finished day, equal to a direct count from logs, and is idempotent', async () => {
    const range = { from: addDays(today, -45), to: addDays(today, -1) };
    await rollUpDays(db.db, world.portalA, range);
    const first = await db.db.select().from(logAnalytics).where(eq(logAnalytics.portalId, world.portalA));
    await rollUpDays(db.db, world.portalA, range);
    const second = await db.db.select().from(logAnalytics).where(eq(logAnalytics.portalId, world.portalA));
    expect(second.length).toBe(first.length);
    const direct = await computeDayRecords(db.db, world.portalA, range);
    for (const record of direct) {
      const [row] = await db.db
        .select()
        .from(logAnalytics)
        .where(and(eq(logAnalytics.portalId, world.portalA), eq(logAnalytics.forDate, record.forDate)));
      expect(row?.events).toEqual(record.events);
      for (const [userId, counters] of Object.entries(record.users)) {
        expect(row?.users[userId]).toMatchObject(counters);
      }
    }
    const tenDaysAgo = second.find((row) => row.forDate === addDays(today, -10))!;
    expect(tenDaysAgo.users[world.users.investor]).toMatchObject({ views: 2, logins: 1, total: 3 });
    // The preview entry is nobody's activity.
    expect(tenDaysAgo.users[world.users.ownerAdvisor]).toBeUndefined();
    expect(second.some((row) => row.forDate === today)).toBe(false);
  });
});
