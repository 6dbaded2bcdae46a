import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../db/test-database';
import { testConfig } from '../testing/test-server';
import type { Viewer } from '@portal/domain';
import { listApiRoutes } from './access';

const signedIn = (overrides: Partial<Viewer>): Viewer => ({
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'someone@example.com',
  role: 'investor',
  organisationId: null,
  locale: 'en',
  sessionId: 'session',
  mfaValidated: true,
  ...overrides,
});

describe('access rules on API routes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('refuses to register an /api route without config.access', async () => {
    const app = await buildApp({ config: testConfig(), database });
    await expect(
      app.register(async (child) => {
        child.get('/api/unguarded', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/unguarded has no valid config\.access/);
    await app.close().catch(() => undefined);
  });

  it('refuses an unknown rule name', async () => {
    const app = await buildApp({ config: testConfig(), database });
    await expect(
      app.register(async (child) => {
        // A typo a type checker would catch; JavaScript callers and casts would not.
        child.get('/api/typo', { config: { access: 'pubic' as 'public' } }, async () => ({}));
      }),
    ).rejects.toThrow(/no valid config\.access/);
    await app.close().catch(() => undefined);
  });

  it('lets routes outside /api register without a rule', async () => {
    const app = await buildApp({ config: testConfig(), database });
    await app.register(async (child) => {
      child.get('/not-api', async () => 'ok');
    });
    await app.ready();
    expect((await app.inject({ url: '/not-api' })).body).toBe('ok');
    await app.close();
  });

  it('answers 401 unauthenticated on non-public routes while no sessions exist', async () => {
    const app = await buildApp({ config: testConfig(), database });
    let reached = false;
    await app.register(async (child) => {
      child.get('/api/private', { config: { access: 'authenticated' } }, async () => {
        reached = true;
        return { secret: true };
      });
      child.get('/api/admin-only', { config: { access: 'admin' } }, async () => ({ secret: true }));
    });
    const response = await app.inject({ url: '/api/private' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
    expect(
      (await app.inject({ url: '/api/admin-only', headers: { 'accept-language': 'el' } })).json(),
    ).toEqual({
      error: { code: 'unauthenticated', message: 'Συνδεθείτε για να συνεχίσετε.' },
    });
    expect((await app.inject({ method: 'HEAD', url: '/api/private' })).statusCode).toBe(401);
    expect(reached).toBe(false);
    await app.close();
  });

  it('decides with the domain rule: 401 without a viewer, 403 for a lacking role', async () => {
    const app = await buildApp({ config: testConfig(), database });
    await app.register(async (child) => {
      // Stands in for the session plugin: the test names who is asking in a header.
      child.addHook('onRequest', async (request) => {
        const who = request.headers['x-test-viewer'];
        const target = request as unknown as { viewer: Viewer | null; sessionExpired?: boolean };
        target.viewer = null;
        if (who === 'expired') target.sessionExpired = true;
        if (who === 'investor') target.viewer = signedIn({});
        if (who === 'pending') target.viewer = signedIn({ role: 'admin', mfaValidated: false });
        if (who === 'admin') target.viewer = signedIn({ role: 'admin' });
      });
      child.get('/api/t/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
      child.get('/api/t/pro', { config: { access: 'professional' } }, async () => ({ ok: true }));
      child.get('/api/t/pin', { config: { access: 'mfa-pending' } }, async () => ({ ok: true }));
    });
    const status = async (url: string, who: string) =>
      (await app.inject({ url, headers: { 'x-test-viewer': who } })).statusCode;

    expect(await status('/api/t/admin', 'admin')).toBe(200);
    expect(await status('/api/t/admin', 'investor')).toBe(403);
    expect(await status('/api/t/pro', 'investor')).toBe(403);
    expect(await status('/api/t/admin', 'guest')).toBe(401);
    expect(await status('/api/t/admin', 'pending')).toBe(401);
    expect(await status('/api/t/pin', 'pending')).toBe(200);
    expect(await status('/api/t/pin', 'admin')).toBe(403);
    const forbidden = await app.inject({ url: '/api/t/admin', headers: { 'x-test-viewer': 'investor' } });
    expect(forbidden.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have access to this.' },
    });
    const expired = await app.inject({ url: '/api/t/admin', headers: { 'x-test-viewer': 'expired' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('session_expired');
    await app.close();
  });

  it('lists every API route with its rule for the route × role matrix', async () => {
    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    const routes = listApiRoutes(app);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/brand', access: 'public' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/docs/json', access: 'public' });
    expect(routes.every((route) => route.url.startsWith('/api') && route.method !== 'HEAD')).toBe(true);
    await app.close();
  });
});
