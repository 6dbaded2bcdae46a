import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from './fixtures';
import { sessionCookie } from './sign-in-as';
import { testConfig } from './test-server';

export interface AccessHarness {
  db: TestDatabase;
  app: FastifyInstance;
  world: AccessWorld;
  /** GET `url` as `userId` (a fresh session), or as a guest with null. */
  get(url: string, userId: string | null): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** A migrated database with the two-company world and the app over it, for route tests. */
export async function startAccessHarness(env: Record<string, string> = {}): Promise<AccessHarness> {
  const db = await createTestDatabase();
  const world = await createAccessWorld(db.db);
  const app = await buildApp({ config: testConfig(env), database: db });
  await app.ready();
  return {
    db,
    app,
    world,
    async get(url, userId) {
      const headers = userId ? { cookie: await sessionCookie(db.db, userId) } : {};
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
