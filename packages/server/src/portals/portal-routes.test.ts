import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';

describe('portal routes (§6: who sees which portal)', () => {
  let h: AccessHarness;
  beforeAll(async () => {
    h = await startAccessHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const names = (body: unknown) => (body as { items: { name: string }[] }).items.map((p) => p.name);

  it("lists the company's portals to its admin and advisors, by name", async () => {
    for (const user of [h.world.users.admin, h.world.users.otherAdvisor]) {
      const { status, body } = await h.get('/api/portals', user);
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Alpha Institutional', 'Alpha Private Clients']);
    }
    expect(names((await h.get('/api/portals', h.world.users.otherCompanyAdmin)).body)).toEqual([
      'Beta Portal',
    ]);
  });

  it('lists to an investor only the portals of their accounts, with the public fields', async () => {
    const { body } = await h.get('/api/portals', h.world.users.investor);
    expect(body).toEqual({
      items: [
        { id: h.world.portalA, name: 'Alpha Private Clients', theme: 'classic', language: 'en', photo: null },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
  });

  it('answers the §8 message to an advisor without a company', async () => {
    const { status, body } = await h.get('/api/portals', h.world.users.advisorWithoutCompany);
    expect(status).toBe(403);
    expect(body).toEqual({
      error: {
        code: 'no_organisation',
        message:
          'Your account is not bound to an Organisation, please contact a Company Admin to solve this issue.',
      },
    });
  });

  it('pages with at most 100 a page', async () => {
    const { body } = await h.get('/api/portals?page=2&pageSize=1', h.world.users.admin);
    expect(names(body)).toEqual(['Alpha Private Clients']);
    expect((await h.get('/api/portals?pageSize=101', h.world.users.admin)).status).toBe(400);
  });

  it('opens a portal in scope and answers 404 for every other id', async () => {
    const ok = await h.get(`/api/portals/${h.world.portalA}`, h.world.users.investor);
    expect(ok.status).toBe(200);
    for (const url of [
      `/api/portals/${h.world.portalB}`,
      `/api/portals/${h.world.portalA2}`,
      '/api/portals/00000000-0000-4000-8000-000000000000',
      '/api/portals/not-a-uuid',
    ]) {
      const { status, body } = await h.get(url, h.world.users.investor);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(body).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
    }
    expect((await h.get(`/api/portals/${h.world.portalA}`, h.world.users.otherCompanyAdmin)).status).toBe(
      404,
    );
  });
});
