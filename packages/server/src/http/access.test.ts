import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../db/test-database';
import { testConfig } from '../testing/test-server';
import { listApiRoutes } from './access';

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
