import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { safeError } from './safe-error';

/**
 * Values a schema let through but a column cannot hold (issue 16): the database refuses them, the
 * caller gets a 400 and nothing is stored; the log keeps neither the value nor the query's parameters.
 */
describe('values the database refuses', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;
  const logged: string[] = [];

  function addRoute(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/store',
        { config: { access: 'public' }, schema: { body: z.object({ name: z.string(), units: z.string() }) } },
        async (request) => {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`insert into refusal_probe (name) values ('before')`);
            await tx.execute(
              sql`insert into refusal_probe (name, units) values (${request.body.name}, ${request.body.units}::numeric)`,
            );
          });
          return { stored: true };
        },
      );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table refusal_probe (name varchar(20) not null, units numeric(20, 8))`,
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer({
      database,
      setup: addRoute,
      env: { RATE_LIMIT_MAX: '1000' },
      extra: { logger: pino({ level: 'info', serializers: { err: safeError } }, sink) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const store = (body: { name: string; units: string }) =>
    fetch(`${server.url}/api/test/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'portal_csrf=t', 'x-csrf-token': 't' },
      body: JSON.stringify(body),
    });

  it.each([
    ['a NUL character', { name: 'Ann\u0000Secret', units: '1' }],
    ['a name longer than its column', { name: 'Secret-'.repeat(10), units: '1' }],
    ['units beyond numeric(20,8)', { name: 'Ann', units: '99999999999999999999.99999999' }],
  ])('answers %s with a 400 and stores nothing', async (_what, body) => {
    const response = await store(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe('validation_error');
    const result = await database.db.execute(sql`select count(*)::int as n from refusal_probe`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]).toEqual({ n: 0 });
    expect(logged.join('')).not.toContain('Secret');
  });

  it('logs an unexpected database error without the values the query carried', async () => {
    const response = await fetch(`${server.url}/api/test/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'portal_csrf=t', 'x-csrf-token': 't' },
      body: JSON.stringify({ name: 'Ann-Private', units: 'not-a-number' }),
    });
    // 22P02 (invalid text for a number) is a bug of the route's schema, not the caller's: a 500.
    expect(response.status).toBe(500);
    const text = logged.join('');
    expect(text).toContain('22P02');
    expect(text).toContain('Failed query: insert into refusal_probe');
    expect(text).not.toContain('Ann-Private');
    expect(text).not.toContain('not-a-number');
  });
});
