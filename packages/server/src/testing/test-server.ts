import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';

/**
 * A configuration for tests: quiet logs, no seeding, and no web build unless a test points
 * WEB_DIST at one (so a developer's local `npm run build` cannot change results).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_ON_START: 'false',
    DATA_DIR: path.join(os.tmpdir(), 'portal-server-tests'),
    WEB_DIST: path.join(os.tmpdir(), 'portal-server-tests', 'no-web-build'),
    ...env,
  });
}

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real app on a free port, for tests that go over HTTP. `setup` runs before listening, to
 * add test-only routes.
 */
export async function startTestServer(options: {
  database: DatabaseHandle;
  env?: Record<string, string>;
  setup?: (app: FastifyInstance) => void | Promise<void>;
  extra?: Partial<Omit<BuildAppOptions, 'config' | 'database'>>;
}): Promise<TestServer> {
  const app = await buildApp({
    config: testConfig(options.env),
    database: options.database,
    ...options.extra,
  });
  await options.setup?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}
