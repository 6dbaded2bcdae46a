import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/health', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ database, env: { BRAND: 'greek' } });
  });
  let dropped = false;
  afterAll(async () => {
    await server?.close();
    if (!dropped) await database?.drop();
  });

  it('answers 200 with the database kind, brand and version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      brand: 'greek',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptimeSeconds: expect.any(Number),
    });
  });

  // Last in this file: drop() closes the database (and, on a server, removes it).
  it('answers 503 database_unavailable once the database is gone', async () => {
    await database.drop();
    dropped = true;
    const response = await fetch(`${server.url}/api/health`, { headers: { 'accept-language': 'el' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'Η βάση δεδομένων δεν είναι προσβάσιμη.' },
    });
  });
});
