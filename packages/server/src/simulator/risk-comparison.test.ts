import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';
import { sessionCookie } from '../testing/sign-in-as';

let h: AccessHarness;
beforeAll(async () => {
  h = await startAccessHarness();
});
afterAll(async () => {
  await h?.close();
});

const url = (portalId: string) => `/api/portals/${portalId}/simulator/risk-comparison`;

async function put(userId: string, portalId: string, body: unknown) {
  const cookie = `portal_csrf=t; ${await sessionCookie(h.db.db, userId)}`;
  const response = await h.app.inject({
    method: 'PUT',
    url: url(portalId),
    headers: { cookie, 'x-csrf-token': 't' },
    payload: body as object,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}

const comparison = {
  riskLevels: [2, 6, 9],
  assetClasses: [
    {
      name: 'Equities',
      values: [20, 50, 85.5],
      sectors: [
        { name: 'Technology', values: [8, 20, 40] },
        { name: 'Healthcare', values: [12, 30, 45.5] },
      ],
    },
    { name: 'Fixed Interest', values: [70, 40, 10], sectors: [] },
    { name: 'Cash', values: [10, 10, 4.5], sectors: [] },
  ],
};

describe('risk comparison data (§7), read by the portal’s readers, replaced by its company’s admins', () => {
  it('is empty for a portal that has none', async () => {
    expect(await h.get(url(h.world.portalB), h.world.users.otherPortalInvestor)).toEqual({
      status: 200,
      body: { riskLevels: [], assetClasses: [] },
    });
  });

  it('is saved by an admin of the company and read by the portal’s investor and advisor', async () => {
    const saved = await put(h.world.users.admin, h.world.portalA, comparison);
    expect(saved).toEqual({ status: 200, body: comparison });
    for (const reader of [h.world.users.investor, h.world.users.ownerAdvisor])
      expect(await h.get(url(h.world.portalA), reader)).toEqual({ status: 200, body: comparison });
    // Saved again: replaced, not added.
    const next = { ...comparison, assetClasses: comparison.assetClasses.slice(1) };
    expect((await put(h.world.users.admin, h.world.portalA, next)).body).toEqual(next);
    expect((await h.get(url(h.world.portalA), h.world.users.investor)).body).toEqual(next);
  });

  it('is not shown to another portal’s investor, nor changed by anyone but the company’s admins', async () => {
    expect((await h.get(url(h.world.portalA), h.world.users.otherPortalInvestor)).status).toBe(404);
    expect((await put(h.world.users.otherCompanyAdmin, h.world.portalA, comparison)).status).toBe(404);
    expect((await put(h.world.users.ownerAdvisor, h.world.portalA, comparison)).status).toBe(403);
    expect((await put(h.world.users.investor, h.world.portalA, comparison)).status).toBe(403);
  });

  it('refuses data that does not add up or is out of bounds', async () => {
    const refused = async (body: unknown) => {
      const answer = await put(h.world.users.admin, h.world.portalA, body);
      expect(answer.status).toBe(400);
      return answer.body.error;
    };
    const classes = comparison.assetClasses;
    // One value per level.
    expect((await refused({ ...comparison, assetClasses: [{ ...classes[0], values: [20, 50] }] })).code).toBe(
      'validation_error',
    );
    // Sectors above their class.
    await refused({
      ...comparison,
      assetClasses: [{ ...classes[0], sectors: [{ name: 'Technology', values: [30, 20, 40] }] }],
    });
    // Classes above 100 at a level.
    await refused({
      ...comparison,
      assetClasses: [...classes, { name: 'More', values: [1, 0, 0], sectors: [] }],
    });
    // Levels out of order, out of range, an unknown key, a name too long.
    await refused({ ...comparison, riskLevels: [6, 2, 9] });
    await refused({ ...comparison, riskLevels: [2, 6, 11] });
    await refused({ ...comparison, extra: true });
    await refused({ ...comparison, assetClasses: [{ ...classes[1], name: 'x'.repeat(61) }] });
  });
});
