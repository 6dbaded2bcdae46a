import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

describe('account routes (§6: admins all, advisors owned, investors their own)', () => {
  let h: AccessHarness;
  beforeAll(async () => {
    h = await startAccessHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (user: string, query = '') => {
    const { status, body } = await h.get(`/api/portals/${h.world.portalA}/accounts${query}`, user);
    return { status, body: body as { items: { name: string }[]; total: number } };
  };
  const namesOf = (body: { items: { name: string }[] }) => body.items.map((a) => a.name);

  it('lists by scope within the portal', async () => {
    expect(namesOf((await list(h.world.users.admin)).body)).toEqual(['Ada Investor', 'Ned Neighbour']);
    expect(namesOf((await list(h.world.users.ownerAdvisor)).body)).toEqual(['Ada Investor', 'Ned Neighbour']);
    expect(namesOf((await list(h.world.users.otherAdvisor)).body)).toEqual([]);
    expect(namesOf((await list(h.world.users.investor)).body)).toEqual(['Ada Investor']);
  });

  it('gives the list row fields with a portfolio count and decimal values', async () => {
    const { body } = await list(h.world.users.investor);
    expect(body).toEqual({
      items: [
        {
          id: h.world.accounts.investor,
          name: 'Ada Investor',
          email: 'ada.investor@clients.example',
          externalId: 'EXT-AdaInvestor',
          value: '1500.0000',
          currency: 'GBP',
          portfolioCount: 2,
          portfolioTypes: ['GIA', 'ISA'],
          sinceInception: null,
        },
      ],
      total: 1,
      totals: { value: '1500.0000', currency: 'GBP', count: 1, gains: '0.00' },
      page: 1,
      pageSize: 50,
    });
  });

  it('searches name, e-mail and external id, with wildcards taken literally', async () => {
    expect(namesOf((await list(h.world.users.admin, '?search=ned')).body)).toEqual(['Ned Neighbour']);
    expect(namesOf((await list(h.world.users.admin, '?search=EXT-Ada')).body)).toEqual(['Ada Investor']);
    expect((await list(h.world.users.admin, '?search=%25')).body.total).toBe(0);
    expect((await list(h.world.users.admin, '?page=2&pageSize=1')).body).toMatchObject({ total: 2, page: 2 });
  });

  it("answers 404 for a portal out of reach, never another company's accounts", async () => {
    expect(
      (await h.get(`/api/portals/${h.world.portalA}/accounts`, h.world.users.otherCompanyAdmin)).status,
    ).toBe(404);
    expect((await h.get(`/api/portals/${h.world.portalB}/accounts`, h.world.users.investor)).status).toBe(
      404,
    );
  });

  it('shows an account with its portfolios by value, largest first', async () => {
    const { status, body } = await h.get(
      `/api/portals/${h.world.portalA}/accounts/${h.world.accounts.investor}`,
      h.world.users.investor,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: h.world.accounts.investor,
      portalId: h.world.portalA,
      name: 'Ada Investor',
      portfolios: [
        { id: h.world.portfolios.large, name: 'GIA', type: 'GIA', value: '1000.0000', currency: 'GBP' },
        { id: h.world.portfolios.small, name: 'ISA', type: 'ISA', value: '500.0000', currency: 'GBP' },
      ],
    });
  });

  it("answers 404 with no data for another client's, another portal's, unknown and malformed ids", async () => {
    const { portalA, portalB, accounts, users } = h.world;
    const cases: [string, string][] = [
      [`/api/portals/${portalA}/accounts/${accounts.neighbour}`, users.investor],
      [`/api/portals/${portalA}/accounts/${accounts.otherPortal}`, users.admin],
      [`/api/portals/${portalB}/accounts/${accounts.investor}`, users.investor],
      [`/api/portals/${portalA}/accounts/00000000-0000-4000-8000-000000000000`, users.admin],
      [`/api/portals/${portalA}/accounts/1;drop`, users.admin],
      [`/api/portals/${portalA}/accounts/${accounts.investor}`, users.otherAdvisor],
      [`/api/portals/${portalA}/accounts/${accounts.investor}`, users.otherCompanyAdmin],
    ];
    for (const [url, user] of cases) {
      const { status, body } = await h.get(url, user);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(body).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
    }
  });
});
