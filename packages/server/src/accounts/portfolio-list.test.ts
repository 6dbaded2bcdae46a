import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, portals, portfolios } from '../db/schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

/** The 'Portfolios' item's list (§2): the viewer's scope (§6), the portal language's collation. */
describe('GET /api/portals/:portalId/portfolios', () => {
  let h: AccessHarness;

  beforeAll(async () => {
    h = await startAccessHarness();
    const [asta] = await h.db.db
      .insert(accounts)
      .values({ portalId: h.world.portalA, name: 'Ásta Árnadóttir', validated: true })
      .returning({ id: accounts.id });
    await h.db.db.insert(portfolios).values([
      {
        portalId: h.world.portalA,
        accountId: asta!.id,
        name: 'Ævisparnaður',
        type: 'GIA',
        value: '10',
        currency: 'ISK',
      },
      {
        portalId: h.world.portalA,
        accountId: asta!.id,
        name: 'Öryggi',
        type: 'ISA',
        value: '20',
        currency: 'ISK',
      },
      {
        portalId: h.world.portalA,
        accountId: asta!.id,
        name: 'Bréf',
        type: 'GIA',
        value: '5',
        currency: 'ISK',
      },
      { portalId: h.world.portalA, accountId: asta!.id, name: 'Lokað', active: false },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (user: string, query = '') => {
    const { status, body } = await h.get(`/api/portals/${h.world.portalA}/portfolios${query}`, user);
    expect(status).toBe(200);
    const { items, total } = body as { items: { name: string; accountName: string }[]; total: number };
    return { names: items.map((p) => `${p.accountName}: ${p.name}`), total };
  };
  const setLanguage = (language: string | null) =>
    h.db.db.update(portals).set({ portalLanguage: language }).where(eq(portals.id, h.world.portalA));

  it('lists the active portfolios of every account an admin reads, by account then name', async () => {
    await setLanguage('en');
    expect(await list(h.world.users.admin)).toEqual({
      names: [
        'Ada Investor: GIA',
        'Ada Investor: ISA',
        'Ásta Árnadóttir: Ævisparnaður',
        'Ásta Árnadóttir: Bréf',
        'Ásta Árnadóttir: Öryggi',
        'Ned Neighbour: SIPP',
      ],
      total: 6,
    });
  });

  it('orders by the portal language: Æ after Z in Icelandic (as AE in English)', async () => {
    await setLanguage('is');
    // Pages follow the same order: the second page of two starts at Ásta's second portfolio.
    expect((await list(h.world.users.admin, '?pageSize=3&page=1')).names.at(-1)).toBe(
      'Ásta Árnadóttir: Bréf',
    );
    expect((await list(h.world.users.admin, '?pageSize=3&page=2')).names).toEqual([
      'Ásta Árnadóttir: Ævisparnaður',
      'Ásta Árnadóttir: Öryggi',
      'Ned Neighbour: SIPP',
    ]);
    await setLanguage(null);
  });

  it("keeps to the viewer's scope: an investor sees his own, another company's admin nothing", async () => {
    expect((await list(h.world.users.investor)).names).toEqual(['Ada Investor: GIA', 'Ada Investor: ISA']);
    expect((await list(h.world.users.ownerAdvisor)).total).toBe(3);
    const other = await h.get(`/api/portals/${h.world.portalA}/portfolios`, h.world.users.otherCompanyAdmin);
    expect(other.status).toBe(404);
    expect((await h.get(`/api/portals/${h.world.portalA}/portfolios`, null)).status).toBe(401);
  });

  it("searches the portfolio's and the account's name, and filters by type", async () => {
    expect((await list(h.world.users.admin, '?search=%C3%A1sta')).total).toBe(3);
    expect((await list(h.world.users.admin, '?search=sipp')).names).toEqual(['Ned Neighbour: SIPP']);
    expect((await list(h.world.users.admin, '?portfolioType=ISA')).names).toEqual([
      'Ada Investor: ISA',
      'Ásta Árnadóttir: Öryggi',
    ]);
  });
});
