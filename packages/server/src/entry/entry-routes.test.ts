import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../db/schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

describe('GET /api/me/entry (§2 entry rules over real data)', () => {
  let h: AccessHarness;
  beforeAll(async () => {
    h = await startAccessHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const entry = async (user: string) => (await h.get('/api/me/entry', user)).body;

  it('sends staff with several portals to /portals and a single-portal admin to the dashboard', async () => {
    expect(await entry(h.world.users.admin)).toEqual({ path: '/portals' });
    expect(await entry(h.world.users.otherCompanyAdmin)).toEqual({ path: `/dashboard/${h.world.portalB}` });
  });

  it('sends an investor with one account to the account, or the portfolio when it is the only one', async () => {
    expect(await entry(h.world.users.investor)).toEqual({
      path: `/dashboard/${h.world.portalA}/account/${h.world.accounts.investor}`,
    });
    const [only] = await h.db.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(eq(portfolios.accountId, h.world.accounts.otherPortal));
    expect(await entry(h.world.users.otherPortalInvestor)).toEqual({
      path: `/dashboard/${h.world.portalB}/portfolio/${only!.id}`,
    });
  });

  it('answers the §8 message to an advisor without a company, 401 to a guest', async () => {
    expect((await h.get('/api/me/entry', h.world.users.advisorWithoutCompany)).status).toBe(403);
    expect((await h.get('/api/me/entry', null)).status).toBe(401);
  });
});
