import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwners, groupMembers, sessions, users } from '../db/schema/index';
import { startAdminHarness, type AdminHarness } from './admin-harness';

/** Business rules on save (issue 7 item 8, §4, §5, §6, §9), through the HTTP API. */
let h: AdminHarness;
const asAdmin = (method: string, url: string, body?: unknown) =>
  h.call(h.world.users.admin, method, url, body);

beforeAll(async () => {
  h = await startAdminHarness();
});
afterAll(async () => h?.close());

describe('accounts', () => {
  it('gives a new account the company admins as owners and the default group', async () => {
    const group = await asAdmin('POST', '/api/admin/groups', {
      portalId: h.world.portalA,
      name: 'Everyone',
      slug: 'default',
      score: 1,
    });
    const created = await asAdmin('POST', '/api/admin/accounts', {
      portalId: h.world.portalA,
      name: 'Dora New',
      email: 'dora@clients.example',
      owner: [h.world.users.ownerAdvisor],
    });
    expect(created.status).toBe(201);
    expect(created.body.owner.sort()).toEqual([h.world.users.admin, h.world.users.ownerAdvisor].sort());
    expect(created.body.groups).toEqual([group.body.id]);
    const owners = await h.db.db
      .select()
      .from(accountOwners)
      .where(eq(accountOwners.accountId, created.body.id));
    expect(owners).toHaveLength(2);
  });

  it('refuses a second account with the same e-mail in a portal, not in another portal', async () => {
    const body = { portalId: h.world.portalA, name: 'Twin', email: 'ada.investor@clients.example' };
    const refused = await asAdmin('POST', '/api/admin/accounts', body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('An account with this email address already exists');
    expect(
      (await asAdmin('POST', '/api/admin/accounts', { ...body, portalId: h.world.portalA2 })).status,
    ).toBe(201);
    const renamed = await asAdmin('PATCH', `/api/admin/accounts/${h.world.accounts.neighbour}`, {
      email: body.email,
    });
    expect(renamed.status).toBe(409);
  });

  it('adds groups only to an account whose client has registered', async () => {
    const group = (
      await asAdmin('POST', '/api/admin/groups', { portalId: h.world.portalA, name: 'Income', score: 2 })
    ).body;
    const fresh = (
      await asAdmin('POST', '/api/admin/accounts', {
        portalId: h.world.portalA,
        name: 'Eve',
        email: 'eve@clients.example',
      })
    ).body;
    const refused = await asAdmin('PATCH', `/api/admin/accounts/${fresh.id}`, { groups: [group.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Adding a group failed because the account has not registered yet.',
    );
    const created = await asAdmin('POST', '/api/admin/accounts', {
      portalId: h.world.portalA,
      name: 'Finn',
      email: 'finn@clients.example',
      groups: [group.id],
    });
    expect(created.status).toBe(409);

    const registered = await asAdmin('PATCH', `/api/admin/accounts/${h.world.accounts.investor}`, {
      groups: [group.id],
    });
    expect(registered.status).toBe(200);
    expect(registered.body.groups).toContain(group.id);
    const rows = await h.db.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.accountId, h.world.accounts.investor), eq(groupMembers.groupId, group.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a group of another portal or company, and an owner outside the company', async () => {
    const other = await asAdmin('POST', '/api/admin/groups', {
      portalId: h.world.portalA2,
      name: 'Elsewhere',
      score: 1,
    });
    const refused = await asAdmin('PATCH', `/api/admin/accounts/${h.world.accounts.investor}`, {
      groups: [other.body.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([
      { path: 'groups', message: 'Please choose an existing item' },
    ]);
    const owner = await asAdmin('PATCH', `/api/admin/accounts/${h.world.accounts.investor}`, {
      owner: [h.world.users.otherCompanyAdmin],
    });
    expect(owner.status).toBe(400);
  });

  it("refuses accounts beyond the plan's limit with a clear message (§9)", async () => {
    const plan = await asAdmin('POST', '/api/admin/subscriptions', {
      name: 'Starter',
      accountsLimit: 2,
      advisorsLimit: 2,
    });
    const extra = await asAdmin('POST', '/api/admin/portals', {
      name: 'Alpha Small',
      email: 'small@alpha.example',
      phone: '1',
      portalLanguage: 'en',
      theme: 'light',
      photo: [{ name: 'l.png', url: '/l.png' }],
      subscriptionId: plan.body.id,
    });
    expect(extra.status).toBe(201);
    for (const name of ['One', 'Two'])
      expect(
        (
          await asAdmin('POST', '/api/admin/accounts', {
            portalId: extra.body.id,
            name,
            email: `${name}@small.example`,
          })
        ).status,
      ).toBe(201);
    const refused = await asAdmin('POST', '/api/admin/accounts', {
      portalId: extra.body.id,
      name: 'Three',
      email: 'three@small.example',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This portal has reached its limit of 2 accounts');
  });
});

describe('users', () => {
  it('stores a password only hashed, never returns it, and refuses a taken e-mail', async () => {
    const created = await asAdmin('POST', '/api/admin/users', {
      name: 'Gus',
      email: 'Gus@Alpha.example',
      phone: '1',
      userLanguage: 'el',
      password: 'Secret-pass-1',
    });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon2/i);
    expect(created.body).toMatchObject({ email: 'gus@alpha.example', organisationId: h.world.companyA });
    const [row] = await h.db.db.select().from(users).where(eq(users.id, created.body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const taken = await asAdmin('POST', '/api/admin/users', {
      name: 'G2',
      email: 'gus@alpha.example',
      phone: '1',
      userLanguage: 'en',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('A user with this email address already exists');
    const grid = await asAdmin('GET', '/api/admin/users?search=gus');
    expect(JSON.stringify(grid.body)).not.toMatch(/password|argon2/i);
  });

  it("refuses advisors beyond the plan's limit, and signs a deleted user out everywhere", async () => {
    // Company A's plan (from the accounts test) allows 2 advisors; it has two already.
    const refused = await asAdmin('POST', '/api/admin/users', {
      name: 'Hal',
      email: 'hal@alpha.example',
      phone: '1',
      userLanguage: 'en',
      isProfessional: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Your company has reached its limit of 2 advisors');

    const ghost = (
      await asAdmin('POST', '/api/admin/users', {
        name: 'Ivy',
        email: 'ivy@alpha.example',
        phone: '1',
        userLanguage: 'en',
      })
    ).body;
    await h.call(ghost.id, 'GET', '/api/portals');
    expect((await asAdmin('DELETE', `/api/admin/users/${ghost.id}`)).status).toBe(204);
    const [row] = await h.db.db.select().from(users).where(eq(users.id, ghost.id));
    expect([row!.active, row!.disabled]).toEqual([false, true]);
    const live = await h.db.db.select().from(sessions).where(eq(sessions.userId, ghost.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });
});

describe('portals', () => {
  it('keeps a company to one portal where the brand says so (partners, §9)', async () => {
    const partners = await startAdminHarness({ BRAND: 'partners' });
    try {
      const refused = await partners.call(
        partners.world.users.otherCompanyAdmin,
        'POST',
        '/api/admin/portals',
        {
          name: 'Beta Two',
          email: 'b@beta.example',
          phone: '1',
          portalLanguage: 'en',
          theme: 'light',
          photo: [{ name: 'l.png', url: '/l.png' }],
        },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Your company has reached its limit of 1 portals');
    } finally {
      await partners.close();
    }
  });
});
