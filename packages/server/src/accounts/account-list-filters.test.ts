import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwners, accounts, groupMembers, groups } from '../db/schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

interface ListBody {
  items: { name: string; portfolioTypes: string[]; sinceInception: string | null }[];
  total: number;
  totals: { value: string; currency: string | null; count: number; gains: string };
}

/**
 * §2 Clients overview filters, applied in SQL within the viewer's scope (§6). Portal A gets two more
 * accounts ('émile Zola' owned by ownerAdvisor, no portfolios; '3M Holdings' owned by no one), an
 * active group with Ned in it and an inactive one with Ada, and returns since inception.
 */
describe('account list filters and totals', () => {
  let h: AccessHarness;
  let sustainability: string;
  let dormant: string;
  beforeAll(async () => {
    h = await startAccessHarness();
    const { db } = h.db;
    const { portalA, accounts: ids, users } = h.world;
    await db.update(accounts).set({ sinceInception: '25' }).where(eq(accounts.id, ids.investor));
    await db.update(accounts).set({ sinceInception: '-10' }).where(eq(accounts.id, ids.neighbour));
    const [emile, threeM] = await db
      .insert(accounts)
      .values([
        { portalId: portalA, name: 'émile Zola', validated: true },
        { portalId: portalA, name: '3M Holdings', value: '10', sinceInception: '100', validated: true },
      ])
      .returning({ id: accounts.id });
    await db
      .insert(accountOwners)
      .values({ portalId: portalA, accountId: emile!.id, userId: users.ownerAdvisor });
    expect(threeM).toBeDefined();
    const [g1, g2] = await db
      .insert(groups)
      .values([
        { portalId: portalA, name: 'Sustainability' },
        { portalId: portalA, name: 'Dormant', active: false },
      ])
      .returning({ id: groups.id });
    sustainability = g1!.id;
    dormant = g2!.id;
    await db.insert(groupMembers).values([
      { portalId: portalA, groupId: sustainability, accountId: ids.neighbour },
      { portalId: portalA, groupId: dormant, accountId: ids.investor },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (user: string, query = '') => {
    const { status, body } = await h.get(`/api/portals/${h.world.portalA}/accounts${query}`, user);
    expect(status).toBe(200);
    return body as ListBody;
  };
  const names = async (user: string, query = '') => (await list(user, query)).items.map((a) => a.name);

  it('lists every account in scope with portfolio types, return and totals over the whole set', async () => {
    const body = await list(h.world.users.admin, '?pageSize=1');
    expect(body.items).toEqual([
      expect.objectContaining({ name: '3M Holdings', portfolioTypes: [], sinceInception: '100.000000' }),
    ]);
    expect(body.total).toBe(4);
    // Gains: 3M 10 − 10/2 = 5; Ada 1500 − 1500/1.25 = 300; Ned 1500 − 1500/0.9 = −166.67; émile none.
    expect(body.totals).toEqual({ value: '3010.0000', currency: 'GBP', count: 4, gains: '138.33' });
    const ada = (await list(h.world.users.admin, '?search=ada')).items[0];
    expect(ada).toMatchObject({ portfolioTypes: ['GIA', 'ISA'], sinceInception: '25.000000' });
  });

  it('filters by phone-book letter, case and accents ignored, # for names not starting with a letter', async () => {
    const { admin } = h.world.users;
    expect(await names(admin, '?letter=E')).toEqual(['émile Zola']);
    expect(await names(admin, `?letter=${encodeURIComponent('é')}`)).toEqual(['émile Zola']);
    expect(await names(admin, '?letter=a')).toEqual(['Ada Investor']);
    expect(await names(admin, '?letter=%23')).toEqual(['3M Holdings']);
    expect(await names(admin, '?letter=Q')).toEqual([]);
    const n = await list(admin, '?letter=N');
    expect(n.totals).toEqual({ value: '1500.0000', currency: 'GBP', count: 1, gains: '-166.67' });
  });

  it('filters by portfolio type, group and accounts with portfolios, combined with search', async () => {
    const { admin } = h.world.users;
    expect(await names(admin, '?portfolioType=SIPP')).toEqual(['Ned Neighbour']);
    expect(await names(admin, '?portfolioType=GIA')).toEqual(['Ada Investor']);
    expect(await names(admin, '?portfolioType=Trust')).toEqual([]);
    expect(await names(admin, `?group=${sustainability}`)).toEqual(['Ned Neighbour']);
    expect(await names(admin, `?group=${dormant}`)).toEqual([]);
    expect(await names(admin, '?group=not-a-uuid')).toEqual([]);
    expect(await names(admin, '?hasPortfolios=true')).toEqual(['Ada Investor', 'Ned Neighbour']);
    expect(await names(admin, '?hasPortfolios=false')).toHaveLength(4);
    expect(await names(admin, '?hasPortfolios=true&search=neighbour&letter=N')).toEqual(['Ned Neighbour']);
    const withPortfolios = await list(admin, '?hasPortfolios=true');
    expect(withPortfolios.totals).toEqual({ value: '3000.0000', currency: 'GBP', count: 2, gains: '133.33' });
  });

  it('keeps the viewer scope under every filter', async () => {
    const { ownerAdvisor, otherAdvisor, investor } = h.world.users;
    // In the language's collation (English here): émile between Ada and Ned, not after Z as bytes would.
    expect(await names(ownerAdvisor)).toEqual(['Ada Investor', 'émile Zola', 'Ned Neighbour']);
    expect(await names(ownerAdvisor, '?letter=%23')).toEqual([]);
    for (const query of [
      '',
      '?letter=A',
      '?portfolioType=GIA',
      `?group=${sustainability}`,
      '?hasPortfolios=true',
    ]) {
      const body = await list(otherAdvisor, query);
      expect({ query, items: body.items, totals: body.totals }).toEqual({
        query,
        items: [],
        totals: { value: '0.0000', currency: null, count: 0, gains: '0.00' },
      });
    }
    expect(await names(investor, '?letter=N')).toEqual([]);
    expect(await names(investor, `?group=${sustainability}`)).toEqual([]);
    expect(await names(investor, '?portfolioType=SIPP')).toEqual([]);
    expect((await list(investor)).totals).toEqual({
      value: '1500.0000',
      currency: 'GBP',
      count: 1,
      gains: '300.00',
    });
  });

  it('refuses malformed filters', async () => {
    const { admin } = h.world.users;
    for (const query of [
      '?letter=AB',
      '?letter=1',
      '?hasPortfolios=yes',
      `?portfolioType=${'x'.repeat(41)}`,
    ]) {
      const { status } = await h.get(`/api/portals/${h.world.portalA}/accounts${query}`, admin);
      expect({ query, status }).toEqual({ query, status: 400 });
    }
  });

  it('answers the filter menus from the accounts in scope', async () => {
    const { admin, ownerAdvisor, otherAdvisor, investor, otherCompanyAdmin } = h.world.users;
    const filters = async (user: string) => h.get(`/api/portals/${h.world.portalA}/account-filters`, user);
    expect((await filters(admin)).body).toEqual({
      portfolioTypes: ['GIA', 'ISA', 'SIPP'],
      groups: [{ id: sustainability, name: 'Sustainability' }],
      letters: ['#', 'A', 'E', 'N'],
    });
    expect((await filters(ownerAdvisor)).body).toEqual({
      portfolioTypes: ['GIA', 'ISA', 'SIPP'],
      groups: [{ id: sustainability, name: 'Sustainability' }],
      letters: ['A', 'E', 'N'],
    });
    expect((await filters(investor)).body).toEqual({
      portfolioTypes: ['GIA', 'ISA'],
      groups: [],
      letters: ['A'],
    });
    expect((await filters(otherAdvisor)).body).toEqual({ portfolioTypes: [], groups: [], letters: [] });
    expect((await filters(otherCompanyAdmin)).status).toBe(404);
  });
});
