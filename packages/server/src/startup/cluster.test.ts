import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { CSRF_COOKIE, SESSION_COOKIE } from '../auth/sessions/session-cookie';
import { users } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { REPO_ROOT, START_COMMAND } from '../testing/server-start';
import { sessionCookie } from '../testing/sign-in-as';

const PASSWORD = 'Cluster-test-passphrase-41';

interface Answer {
  status: number;
  /** x-server-process: which of the server processes answered. */
  process: string | undefined;
  setCookie: string[];
  body: string;
}

/**
 * One request on a connection of its own (no keep-alive): the cluster's primary hands each new
 * connection to the next server process in turn, so successive calls reach different processes.
 */
function ask(
  base: string,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${route}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...options.headers,
          ...(payload ? { 'content-type': 'application/json', origin: base } : {}),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            process: response.headers['x-server-process'] as string | undefined,
            setCookie: response.headers['set-cookie'] ?? [],
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Asks until a process other than `not` answers (the primary alternates; a few tries suffice). */
async function askAnother(
  base: string,
  not: string | undefined,
  route: string,
  headers: Record<string, string>,
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await ask(base, route, { headers });
    if (answer.process !== not) return answer;
  }
  throw new Error(`no process other than ${not} answered ${route}`);
}

const cookieValue = (answer: Answer, name: string) =>
  answer.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));

/**
 * WEB_CONCURRENCY=2 (issue 19 item 3): two server processes share the port, and any of them can
 * answer any request, because sessions, rate limits and cache invalidation live in PostgreSQL.
 * PostgreSQL only: on the embedded PGlite the start is refused (main.test.ts), since only one
 * process can open its folder. The default (PGlite) run of the suite skips this file's test.
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one port', { timeout: 240_000 }, () => {
  let dataDir: string;
  let database: TestDatabase;
  let world: AccessWorld;
  let adminCookie: string;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let stdout = '';
  let stderr = '';
  let base: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-cluster-'));
    database = await createTestDatabase();
    world = await createAccessWorld(database.db);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, world.users.investor));
    adminCookie = await sessionCookie(database.db, world.users.admin);
    child = spawn(process.execPath, START_COMMAND, {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: database.description,
        WEB_CONCURRENCY: '2',
        CLOCK_SCHEDULE: 'off',
        CLOCK_CATCH_UP: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    base = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', () => {
        const match = /running at (http:\/\/\S+)/.exec(stdout);
        if (match && stdout.includes('API docs:')) resolve(match[1]!);
      });
      void exited.then(() => reject(new Error(`the server exited before serving; stderr: ${stderr}`)));
    });
  }, 180_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers from two processes, which share sessions and invalidate each other’s caches', async () => {
    expect(stdout).toContain('Servers:  2 processes');

    // Two distinct processes answer on the one port.
    const seen = new Set<string>();
    for (let i = 0; i < 20 && seen.size < 2; i++) seen.add((await ask(base, '/api/health')).process ?? '');
    expect([...seen].sort()).toEqual(['1', '2']);

    // A session made by one process is honoured by the other (sessions live in the database).
    const first = await ask(base, '/api/auth/session');
    const csrf = cookieValue(first, CSRF_COOKIE)!;
    const token = csrf.split('=')[1]!;
    const signIn = await ask(base, '/api/auth/sign-in', {
      method: 'POST',
      headers: { cookie: csrf, 'x-csrf-token': token },
      body: { email: await emailOf(database, world.users.investor), password: PASSWORD },
    });
    expect(signIn.status, signIn.body).toBe(200);
    const investor = { cookie: `${cookieValue(signIn, SESSION_COOKIE)}; ${csrf}`, 'x-csrf-token': token };
    const elsewhere = await askAnother(base, signIn.process, '/api/auth/session', investor);
    expect(elsewhere.status, elsewhere.body).toBe(200);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ user: { id: world.users.investor } });

    // Each process remembers the portal's sign-in rule (30 s) after a request for the portal...
    const portalRoute = `/api/portals/${world.portalA}/client-status`;
    const byProcess = new Map<string, number>();
    for (let i = 0; i < 20 && byProcess.size < 2; i++) {
      const answer = await ask(base, portalRoute, { headers: investor });
      byProcess.set(answer.process!, answer.status);
    }
    expect([...byProcess.values()]).toEqual([200, 200]);
    // ...an admin's change through one process reaches the other's cache at once (NOTIFY), not
    // after the 30 s: the investor, who has no authenticator, is then held to the new rule.
    const admin = { cookie: `${adminCookie}; ${csrf}`, 'x-csrf-token': token };
    const change = await ask(base, `/api/admin/portals/${world.portalA}`, {
      method: 'PATCH',
      headers: admin,
      body: { requireSecondFactor: true },
    });
    expect(change.status, change.body).toBe(200);
    const deadline = Date.now() + 5000;
    let held: Answer;
    do {
      held = await askAnother(base, change.process, portalRoute, investor);
    } while (held.status === 200 && Date.now() < deadline);
    expect(held.status, held.body).toBe(403);
    expect(JSON.parse(held.body)).toMatchObject({ error: { code: 'second_factor_required' } });

    // SIGTERM to the primary closes both processes; it exits 0 once they have.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});

async function emailOf(database: TestDatabase, id: string): Promise<string> {
  const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}
