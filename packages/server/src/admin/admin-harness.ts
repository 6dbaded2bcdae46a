import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';

export interface AdminResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface AdminHarness {
  db: TestDatabase;
  app: FastifyInstance;
  world: AccessWorld;
  /** A request as `userId` (a fresh session each time, with the CSRF pair the API wants). */
  call(userId: string, method: string, url: string, body?: unknown): Promise<AdminResponse>;
  close(): Promise<void>;
}

/**
 * The two-company world and the app over a fresh database, for the admin API's tests. `extra`
 * gives more app options made over that database (a job engine).
 */
export async function startAdminHarness(
  env: Record<string, string> = {},
  extra: (db: TestDatabase) => Promise<Partial<BuildAppOptions>> = async () => ({}),
): Promise<AdminHarness> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000', ...env }),
    database: db,
    ...(await extra(db)),
  });
  await app.ready();
  const cookies = new Map<string, string>();
  return {
    db,
    app,
    world,
    async call(userId, method, url, body) {
      const cookie = cookies.get(userId) ?? (await sessionCookie(db.db, userId));
      cookies.set(userId, cookie);
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          cookie: `${cookie}; portal_csrf=t`,
          'x-csrf-token': 't',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
