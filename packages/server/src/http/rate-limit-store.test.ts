import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions/index';
import { SESSION_COOKIE } from '../auth/sessions/session-cookie';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const MAX = 5;
// Long enough that a burst on a loaded machine stays inside one window.
const WINDOW_MS = 5000;

/**
 * Two servers on one database spend one budget per client (issue 16): the general API limit is
 * counted in PostgreSQL, not in each process's memory. On a PostgreSQL server the second app has a
 * connection pool of its own, as a second process would; the embedded PGlite belongs to one process,
 * so there both apps share its handle.
 */
describe('the API rate limit across two servers on one database', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    second = database.kind === 'postgres' ? await openDatabase({ url: database.description }) : database;
    const env = { RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '1' };
    servers = await Promise.all(
      [database, second].map((handle) =>
        startTestServer({
          database: handle,
          env,
          extra: { rateLimitWindowMs: WINDOW_MS, rateLimitShared: true },
        }),
      ),
    );
    // First requests compile and connect; a cold burst could otherwise outlast the window.
    await Promise.all(servers.map((server) => fetch(`${server.url}/api/health`)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (second !== database) await second?.close();
    await database?.drop();
  });

  /** `count` requests at once from `ip`, alternating between the two servers. */
  const burst = (ip: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/health`, { headers: { 'x-forwarded-for': ip } }),
      ),
    );
  const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
  const ok = (n: number) => Array<number>(n).fill(200);
  const refused = (n: number) => Array<number>(n).fill(429);

  it('allows exactly max requests per window per client between them, then our 429', async () => {
    const responses = await burst('198.51.100.1', 3 * MAX);
    expect(statuses(responses)).toEqual([...ok(MAX), ...refused(2 * MAX)]);
    const limited = responses.find((response) => response.status === 429)!;
    expect(await limited.json()).toEqual({
      error: { code: 'too_many_requests', message: expect.any(String) },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // Another client has its own budget.
    expect(statuses(await burst('198.51.100.2', MAX))).toEqual(ok(MAX));
  });

  it('starts a new budget when the window is over', async () => {
    const ip = '198.51.100.3';
    expect(statuses(await burst(ip, MAX + 1))).toEqual([...ok(MAX), 429]);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
    expect(statuses(await burst(ip, MAX + 2))).toEqual([...ok(MAX), 429, 429]);
  });

  it('sweeps counters whose window is over', async () => {
    await database.db.execute(
      sql`insert into api_rate_limits (key, count, window_start)
          values ('api|global|203.0.113.9', 3, now() - interval '1 hour')`,
    );
    // Each process sweeps at most once a window, after a request.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
    await burst('198.51.100.4', 2);
    const deadline = Date.now() + 5000;
    let keys: string[];
    for (;;) {
      const result = await database.db.execute(sql`select key from api_rate_limits order by key`);
      keys = (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
      if (!keys.includes('api|global|203.0.113.9') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(keys).not.toContain('api|global|203.0.113.9');
    expect(keys).toContain('api|global|198.51.100.4');
  });

  it("counts a signed-in client's requests once each, in the statement that reads its session", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'counted@example.test', name: 'Counted', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const { token } = await createSession(database.db, { userId: user!.id, mfaValidated: true });
    const ip = '198.51.100.5';
    const ask = (server: TestServer) =>
      fetch(`${server.url}/api/auth/session`, {
        headers: { 'x-forwarded-for': ip, cookie: `${SESSION_COOKIE}=${token}` },
      });

    // One statement reads the session and counts the hit; the store sends none of its own.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    let first: Response;
    let texts: string[];
    try {
      first = await ask(servers[0]!);
      texts = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
    } finally {
      query.mockRestore();
    }
    expect(first.status).toBe(200);
    expect(texts.filter((text) => text.includes('"api_rate_limits"'))).toEqual([
      expect.stringMatching(
        /^with "hit" as \(insert into "api_rate_limits".* from "hit" left join "sessions"/,
      ),
    ]);
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(MAX - 1));

    // The rest of the budget at once from both servers: each request counted once, the limit kept.
    const responses = await Promise.all(Array.from({ length: MAX + 1 }, (_, i) => ask(servers[i % 2]!)));
    expect(statuses(responses)).toEqual([...ok(MAX - 1), 429, 429]);
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => Number(response.headers.get('x-ratelimit-remaining')))
      .sort();
    expect(remaining).toEqual(Array.from({ length: MAX - 1 }, (_, i) => i));
    const result = await database.db.execute(
      sql`select count from api_rate_limits where key = ${`api|global|${ip}`}`,
    );
    const rows = (result as unknown as { rows: { count: number }[] }).rows;
    expect(rows.map((row) => Number(row.count))).toEqual([MAX + 2]);
  });
});
