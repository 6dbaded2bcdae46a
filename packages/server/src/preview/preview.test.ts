import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions/session-cookie';
import { accounts, authTokens, logs, users } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { listApiRoutes } from '../http/access';
import { storageFromConfig } from '../storage/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { createLibraryWorld, type LibraryWorld } from '../testing/library-fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { PREVIEW_COOKIE } from './preview-cookie';
import { PREVIEW_PURPOSE } from './preview-repository';

const CSRF = { cookie: 'portal_csrf=t', header: 't' };

describe('view as client (issue 5 item 10)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let world: AccessWorld;
  let library: LibraryWorld;
  let startUrl: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    library = await createLibraryWorld(db.db, world, storageFromConfig(testConfig()));
    app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '5000' }), database: db });
    await app.ready();
    startUrl = `/api/portals/${world.portalA}/accounts/${world.accounts.investor}/preview`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const cookieOf = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find((cookie) => cookie.name === name);

  function send(method: string, url: string, cookies: string[], body?: unknown) {
    const writes = method !== 'GET' && method !== 'HEAD';
    return app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie: [...cookies, CSRF.cookie].join('; '),
        ...(writes ? { 'x-csrf-token': CSRF.header } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }

  /** A fresh session of `userId` and, when allowed, a preview of the investor's account in it. */
  async function startAs(userId: string, url = startUrl) {
    const session = await sessionCookie(db.db, userId);
    const response = await send('POST', url, [session], {});
    const preview = cookieOf(response, PREVIEW_COOKIE);
    return {
      response,
      session,
      cookies: preview ? [session, `${PREVIEW_COOKIE}=${preview.value}`] : [session],
    };
  }

  const logsBy = (userId: string) => db.db.select().from(logs).where(eq(logs.createdBy, userId));

  it('starts for the owner advisor: an httpOnly Strict cookie, the state, and a log record by the advisor', async () => {
    const { response, cookies } = await startAs(world.users.ownerAdvisor);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      clientName: 'investor',
      portalId: world.portalA,
      accountId: world.accounts.investor,
      byName: 'owner',
    });
    const cookie = cookieOf(response, PREVIEW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBe(30 * 60);
    // The token is in the cookie only; the table holds its hash.
    const rows = await db.db.select().from(authTokens).where(eq(authTokens.purpose, PREVIEW_PURPOSE));
    expect(rows.map((row) => row.tokenHash)).not.toContain(cookie.value);
    const started = (await logsBy(world.users.ownerAdvisor)).filter((row) => row.type === 'preview');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      portalId: world.portalA,
      collection: 'accounts',
      entityId: world.accounts.investor,
      info: { event: 'start', clientUserId: world.users.investor },
    });
    expect((await send('GET', '/api/me/preview', cookies)).json()).toMatchObject({
      preview: { clientName: 'investor', accountId: world.accounts.investor, byName: 'owner' },
    });
  });

  it('shows exactly what the client gets when signed in himself', async () => {
    const { cookies } = await startAs(world.users.ownerAdvisor);
    const own = [await sessionCookie(db.db, world.users.investor)];
    const accountPath = `/api/portals/${world.portalA}/accounts/${world.accounts.investor}`;
    for (const url of [
      '/api/portals',
      `/api/portals/${world.portalA}/accounts`,
      accountPath,
      `${accountPath}/portfolios`,
      '/api/me/entry',
      `/api/portals/${world.portalA}/library/documents`,
      `/api/portals/${world.portalA}/messages`,
      `/api/portals/${world.portalA}/client-status`,
    ]) {
      const asPreview = await send('GET', url, cookies);
      const asClient = await send('GET', url, own);
      expect(asPreview.statusCode, url).toBe(200);
      expect(asPreview.json(), url).toEqual(asClient.json());
    }
    // The neighbour's account stays out of reach, as it is for the client (the advisor owns it).
    const neighbour = `/api/portals/${world.portalA}/accounts/${world.accounts.neighbour}`;
    expect((await send('GET', neighbour, cookies)).statusCode).toBe(404);
    const session = (await send('GET', '/api/auth/session', cookies)).json();
    expect(session.user).toMatchObject({ id: world.users.investor, role: 'investor' });
  });

  it('refuses every mutating route with 403 preview_read_only, and the client’s security pages', async () => {
    const { cookies } = await startAs(world.users.ownerAdvisor);
    const allowed = new Set([
      'POST /api/portals/:portalId/accounts/:accountId/preview/end',
      'POST /api/auth/sign-out',
      'POST /api/portals/:portalId/activity/page-visits',
    ]);
    const uuid = '00000000-0000-4000-8000-000000000001';
    const wrong: string[] = [];
    let checked = 0;
    for (const route of listApiRoutes(app)) {
      const key = `${route.method} ${route.url}`;
      const private_ = key === 'GET /api/auth/sessions' || key === 'GET /api/auth/totp';
      if ((route.method === 'GET' && !private_) || allowed.has(key)) continue;
      const url = route.url.replace(/:\w+/g, uuid).replace('*', 'x');
      const response = await send(route.method, url, cookies, route.method === 'DELETE' ? undefined : {});
      checked += 1;
      const code = response.statusCode === 403 ? response.json().error.code : null;
      if (code !== 'preview_read_only') wrong.push(`${key}: ${response.statusCode} ${code ?? ''}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(30);
    const refused = await send('POST', `/api/portals/${world.portalA}/messages`, cookies, { subject: 'x' });
    expect(refused.json()).toEqual({
      error: {
        code: 'preview_read_only',
        message: 'You are viewing the portal as a client. Nothing can be changed from this preview.',
      },
    });
    // The preview is still on afterwards: refusals do not end it.
    expect((await send('GET', '/api/me/preview', cookies)).json().preview).not.toBeNull();
  });

  it("records page visits and downloads as the advisor's preview entries, never in the client's usage", async () => {
    const before = await logsBy(world.users.investor);
    const { cookies } = await startAs(world.users.ownerAdvisor);
    const visit = await send('POST', `/api/portals/${world.portalA}/activity/page-visits`, cookies, {
      path: `/dashboard/${world.portalA}/library`,
      section: 'library',
    });
    expect(visit.statusCode).toBe(204);
    const file = `/api/portals/${world.portalA}/library/documents/${library.documents.investor}/file`;
    expect((await send('GET', file, cookies)).statusCode).toBe(200);
    expect(await logsBy(world.users.investor)).toEqual(before);
    const mine = (await logsBy(world.users.ownerAdvisor)).filter(
      (row) => (row.info as { asUserId?: string } | null)?.asUserId === world.users.investor,
    );
    expect(mine.map((row) => [row.type, (row.info as { event: string }).event]).sort()).toEqual([
      ['preview', 'download'],
      ['preview', 'view'],
    ]);
    // The same actions as the client himself do count as his.
    const own = [await sessionCookie(db.db, world.users.investor)];
    await send('GET', file, own);
    const after = await logsBy(world.users.investor);
    expect(after.map((row) => row.type)).toEqual([...before.map((row) => row.type), 'download']);
  });

  it('refuses advisors who do not own the account, other companies, investors, and accounts without a client', async () => {
    expect((await startAs(world.users.otherAdvisor)).response.statusCode).toBe(404);
    expect((await startAs(world.users.otherCompanyAdmin)).response.statusCode).toBe(404);
    const investor = await startAs(world.users.investor);
    expect(investor.response.statusCode).toBe(403);
    expect(investor.cookies).toHaveLength(1);
    expect((await startAs(world.users.admin)).response.statusCode).toBe(201);
    const unknown = `/api/portals/${world.portalA}/accounts/00000000-0000-4000-8000-000000000009/preview`;
    expect((await startAs(world.users.admin, unknown)).response.statusCode).toBe(404);

    const [empty] = await db.db
      .insert(accounts)
      .values({ portalId: world.portalA, name: 'No Client', currency: 'GBP', validated: true })
      .returning({ id: accounts.id });
    const noClient = await startAs(
      world.users.admin,
      `/api/portals/${world.portalA}/accounts/${empty!.id}/preview`,
    );
    expect(noClient.response.statusCode).toBe(409);
    expect(noClient.response.json().error.code).toBe('preview_no_client');
    const availability = await send('GET', `/api/portals/${world.portalA}/accounts/${empty!.id}/preview`, [
      noClient.session,
    ]);
    expect(availability.json()).toEqual({ available: false, clientName: null });
    expect((await send('GET', startUrl, [noClient.session])).json()).toEqual({
      available: true,
      clientName: 'investor',
    });
  });

  it('ends on request (logged once, cookie cleared) and the same cookies are the advisor again', async () => {
    const { cookies } = await startAs(world.users.ownerAdvisor);
    const ended = await send('POST', `${startUrl}/end`, cookies, {});
    expect(ended.statusCode).toBe(204);
    expect(cookieOf(ended, PREVIEW_COOKIE)?.value).toBe('');
    const session = (await send('GET', '/api/auth/session', cookies)).json();
    expect(session.user.id).toBe(world.users.ownerAdvisor);
    expect((await send('GET', '/api/me/preview', cookies)).json()).toEqual({ preview: null });
    expect((await send('POST', `${startUrl}/end`, cookies, {})).statusCode).toBe(204);
    const ends = (await logsBy(world.users.ownerAdvisor)).filter(
      (row) => row.type === 'preview' && (row.info as { event: string }).event === 'end',
    );
    expect(ends).toHaveLength(1);
  });

  it('expires, dies with a new sign-in, and opens nothing without the advisor’s own session', async () => {
    const { cookies } = await startAs(world.users.ownerAdvisor);
    const previewCookie = cookies[1]!;
    // Someone else's session (the client's own) with the advisor's preview cookie: no preview.
    const client = await sessionCookie(db.db, world.users.investor);
    const asClient = await send('GET', '/api/me/preview', [client, previewCookie]);
    expect(asClient.json()).toEqual({ preview: null });
    // The cookie alone is a guest.
    expect((await send('GET', '/api/me/preview', [previewCookie])).statusCode).toBe(401);
    // A later sign-in of the same advisor does not inherit it.
    const later = await sessionCookie(db.db, world.users.ownerAdvisor);
    expect((await send('GET', '/api/me/preview', [later, previewCookie])).json()).toEqual({ preview: null });

    expect((await send('GET', '/api/me/preview', cookies)).json().preview).not.toBeNull();
    await db.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.purpose, PREVIEW_PURPOSE), eq(authTokens.userId, world.users.ownerAdvisor)));
    const expired = await send('GET', '/api/auth/session', cookies);
    expect(expired.json().user.id).toBe(world.users.ownerAdvisor);
    expect(cookieOf(expired, PREVIEW_COOKIE)?.value).toBe('');
  });

  it('ends when the client is disabled or a new preview starts (one at a time)', async () => {
    const first = await startAs(world.users.ownerAdvisor);
    const second = await send('POST', startUrl, [first.session], {});
    expect(second.statusCode).toBe(201);
    expect((await send('GET', '/api/me/preview', first.cookies)).json()).toEqual({ preview: null });
    const secondCookies = [first.session, `${PREVIEW_COOKIE}=${cookieOf(second, PREVIEW_COOKIE)!.value}`];
    expect((await send('GET', '/api/me/preview', secondCookies)).json().preview).not.toBeNull();
    await db.db.update(users).set({ disabled: true }).where(eq(users.id, world.users.investor));
    try {
      expect((await send('GET', '/api/me/preview', secondCookies)).json()).toEqual({ preview: null });
    } finally {
      await db.db.update(users).set({ disabled: false }).where(eq(users.id, world.users.investor));
    }
  });

  it('keeps the session cookie the advisor’s: the preview never mints a session for the client', async () => {
    const { response } = await startAs(world.users.ownerAdvisor);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });
});
