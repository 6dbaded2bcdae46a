import { brands, navigationFor, type PortalNavigation } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../../admin/admin-harness';

/**
 * The portal's menu (issue 18 item 9): entries written through the admin API a firm uses, served
 * per viewer. Runs on PGlite and, with DATABASE_URL, on the PostgreSQL server.
 */
describe('GET /api/portals/:portalId/navigation', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => h?.close());

  const menuOf = async (userId: string, portalId = h.world.portalA) => {
    const response = await h.call(userId, 'GET', `/api/portals/${portalId}/navigation`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as PortalNavigation;
  };
  const keysOf = (menu: PortalNavigation) => menu.items.map((item) => item.name);
  const create = async (slug: string, body: Record<string, unknown>) => {
    const response = await h.call(h.world.users.admin, 'POST', `/api/admin/${slug}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as string;
  };

  const move = async (slug: string, id: string) => {
    const body = { direction: 'up' };
    const response = await h.call(h.world.users.admin, 'POST', `/api/admin/${slug}/${id}/move`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  it("serves the brand's navigation for the viewer's role while the portal has none", async () => {
    const investor = await menuOf(h.world.users.investor);
    expect(investor.source).toBe('brand');
    const brand = brands['asset-manager'];
    expect(keysOf(investor)).toEqual(navigationFor(brand, 'investor').map((item) => item.name));
    expect(keysOf(await menuOf(h.world.users.ownerAdvisor))).toContain('nav.clients');
    expect(keysOf(investor)).not.toContain('nav.clients');
  });

  it("serves the portal's entries once it has some: investors never see staff entries", async () => {
    const portalId = h.world.portalA;
    const messages = await create('navigation', {
      portalId,
      name: 'nav.messages',
      link: '/dashboard/:portal/messages',
      icon: 'Mail',
    });
    await create('subnavigation', {
      portalId,
      parentId: messages,
      name: 'Sent items',
      link: '/dashboard/:portal/messages?tab=sent',
    });
    const latest = await create('subnavigation', {
      portalId,
      parentId: messages,
      name: 'nav.sub.latest',
      link: `/dashboard/${portalId}/messages?tab=latest`,
    });
    const documents = await create('navigation', {
      portalId,
      name: 'Our documents',
      link: '/dashboard/:portal/library',
    });
    // Ordered collections: new items go last; the admin's move up swaps the order values (§2).
    await move('subnavigation', latest);
    await move('navigation', documents);
    await create('navigation', {
      portalId,
      name: 'Desk analytics',
      link: '/dashboard/:portal/analytics',
      visibleFor: ['Advisor', 'Admin'],
    });
    // A careless entry: visible to everyone, but the analytics page is for professionals.
    await create('navigation', { portalId, name: 'Numbers', link: '/dashboard/:portal/analytics' });
    // Broken links: a page the brand does not have, another site.
    await create('navigation', { portalId, name: 'Nowhere', link: '/dashboard/:portal/nowhere' });
    await create('navigation', { portalId, name: 'Elsewhere', link: 'https://evil.example/' });
    const gone = await create('navigation', { portalId, name: 'Gone', link: '/portals' });
    expect((await h.call(h.world.users.admin, 'DELETE', `/api/admin/navigation/${gone}`)).status).toBe(204);

    const investor = await menuOf(h.world.users.investor);
    expect(investor.source).toBe('portal');
    expect(keysOf(investor)).toEqual(['Our documents', 'nav.messages']);
    expect(investor.items[0]).toMatchObject({
      translate: false,
      link: '/dashboard/:portal/library',
      icon: 'Circle',
    });
    expect(investor.items[1]?.key).toBe('nav.messages');
    expect(investor.items[1]?.subnavigation.map((sub) => [sub.name, sub.translate, sub.link])).toEqual([
      ['nav.sub.latest', true, '/dashboard/:portal/messages?tab=latest'],
      ['Sent items', false, '/dashboard/:portal/messages?tab=sent'],
    ]);

    expect(keysOf(await menuOf(h.world.users.ownerAdvisor))).toEqual([
      'Our documents',
      'nav.messages',
      'Desk analytics',
      'Numbers',
    ]);
    expect(keysOf(await menuOf(h.world.users.admin))).toEqual(
      keysOf(await menuOf(h.world.users.otherAdvisor)),
    );
  });

  it("keeps each portal's entries to itself and the brand's navigation for the others", async () => {
    const other = await menuOf(h.world.users.admin, h.world.portalA2);
    expect(other.source).toBe('brand');
    expect((await menuOf(h.world.users.otherCompanyAdmin, h.world.portalB)).source).toBe('brand');
  });

  it('answers 404 for a portal out of reach and 401 without a session', async () => {
    for (const [user, portal] of [
      [h.world.users.otherPortalInvestor, h.world.portalA],
      [h.world.users.otherCompanyAdmin, h.world.portalA],
      [h.world.users.investor, 'not-a-uuid'],
    ] as const) {
      expect((await h.call(user, 'GET', `/api/portals/${portal}/navigation`)).status).toBe(404);
    }
    expect((await h.app.inject({ url: `/api/portals/${h.world.portalA}/navigation` })).statusCode).toBe(401);
  });

  it("falls back to the settings' navigation designer list, then to the brand, when entries are deleted", async () => {
    const portalId = h.world.portalA;
    const list = await h.call(h.world.users.admin, 'GET', `/api/admin/navigation?portalId=${portalId}`);
    expect(list.status).toBe(200);
    for (const item of list.body.items as { id: string; portalId: string }[]) {
      if (item.portalId !== portalId) continue;
      expect((await h.call(h.world.users.admin, 'DELETE', `/api/admin/navigation/${item.id}`)).status).toBe(
        204,
      );
    }
    expect((await menuOf(h.world.users.investor)).source).toBe('brand');

    const saved = await h.call(h.world.users.admin, 'PATCH', `/api/portals/${portalId}/settings`, {
      navigation: [
        { name: 'Statements', link: '/dashboard/:portal/library', order: 0 },
        { name: 'Staff', link: '/dashboard/:portal/analytics', visibleFor: 'Advisor', order: 1 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const investor = await menuOf(h.world.users.investor);
    expect(investor.source).toBe('portal');
    expect(keysOf(investor)).toEqual(['Statements']);
    expect(keysOf(await menuOf(h.world.users.ownerAdvisor))).toEqual(['Statements', 'Staff']);
  });
});
