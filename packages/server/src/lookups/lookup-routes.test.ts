import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';

/**
 * GET /api/lookups/:list (issue 18 item 4): the local lists by default, matched on the start of
 * the value or of a description's word, case- and accent-insensitive, bounded; the countries from
 * a REST Countries service when LOOKUP_LISTS_URL names one.
 */
describe('lookup lists API', () => {
  let db: TestDatabase;
  let local: FastifyInstance;
  let remote: FastifyInstance;
  let service: Server;
  let world: AccessWorld;

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await createAccessWorld(db.db);
    service = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ name: { common: 'Ruritania' }, cca2: 'RU' }]));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    local = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '5000' }), database: db });
    remote = await buildApp({
      config: testConfig({ RATE_LIMIT_MAX: '5000', LOOKUP_LISTS_URL: url }),
      database: db,
    });
  });
  afterAll(async () => {
    await local?.close();
    await remote?.close();
    service?.closeAllConnections();
    await new Promise((resolve) => service?.close(resolve));
    await db?.drop();
  });

  async function get(app: FastifyInstance, url: string, signedIn = true) {
    const cookies = ['portal_csrf=t'];
    if (signedIn) cookies.push(await sessionCookie(db.db, world.users.investor));
    return app.inject({ method: 'GET', url, headers: { cookie: cookies.join('; '), 'x-csrf-token': 't' } });
  }
  const values = async (url: string, app = local) => {
    const response = await get(app, url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entries: { value: string; description: string }[] }).entries.map(
      (e) => e.value,
    );
  };

  it('matches the value or a word of the description, case- and accent-insensitive', async () => {
    expect((await values('/api/lookups/countries?q=gb'))[0]).toBe('GB');
    expect(await values('/api/lookups/countries?q=united%20k')).toEqual(['GB']);
    expect(await values('/api/lookups/countries?q=ICEL')).toEqual(['IS']);
    expect(await values('/api/lookups/countries?q=kingdom')).toContain('GB');
    expect(await values(`/api/lookups/currencies?q=${encodeURIComponent('krona')}`)).toContain('ISK');
    expect(await values('/api/lookups/currencies?q=eur')).toContain('EUR');
    const response = await get(local, '/api/lookups/currencies?q=pound&limit=2');
    const entries = (response.json() as { entries: { description: string }[] }).entries;
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.description.length).toBeLessThanOrEqual(60);
  });

  it('bounds the limit and refuses an unknown list; a guest is refused', async () => {
    expect(await values('/api/lookups/countries?limit=5')).toHaveLength(5);
    expect((await get(local, '/api/lookups/countries?limit=1000')).statusCode).toBe(400);
    expect((await get(local, '/api/lookups/planets')).statusCode).toBe(400);
    expect((await get(local, '/api/lookups/countries', false)).statusCode).toBe(401);
  });

  it('answers the countries from the configured REST Countries service', async () => {
    expect(await values('/api/lookups/countries?q=rur', remote)).toEqual(['RU']);
    expect(await values('/api/lookups/currencies?q=GBP', remote)).toEqual(['GBP']);
  });
});
