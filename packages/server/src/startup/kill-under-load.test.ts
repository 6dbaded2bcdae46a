import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { REPO_ROOT, START_COMMAND } from '../testing/server-start';
import { sessionCookie } from '../testing/sign-in-as';

/** Requests in flight at once while the server is killed. */
const WRITERS = 8;
/** Acknowledged writes to wait for before the kill (the kill lands while more are in flight). */
const BEFORE_KILL = 40;

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** `npm start`'s entry as its own process, on the data the test prepared; resolves once it serves. */
async function startServer(env: Record<string, string>): Promise<Server> {
  // node itself, not npm: that is a parent that would take the SIGKILL and leave the server running
  // as its orphan.
  const child = spawn(process.execPath, START_COMMAND, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      // The load comes from one address; the rate limit is not what this test is about.
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`the server exited before serving; stderr: ${stderr}`)));
  });
  return { child, url, exited };
}

/**
 * Durability (issue 16): the server process is killed (SIGKILL) while writes stream in; started
 * again on the same data, it still has every write it acknowledged with a 2xx. The embedded PGlite
 * data folder by default, the PostgreSQL server in the suite's DATABASE_URL pass.
 */
describe('a server killed under write load', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let world: AccessWorld;
  let cookie: string;
  let env: Record<string, string>;
  let server: Server | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-kill-'));
    database = await createTestDatabase();
    world = await createAccessWorld(database.db);
    cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    if (database.kind === 'postgres') {
      env = { DATA_DIR: dataDir, DATABASE_URL: database.description };
    } else {
      // The embedded database is one process's: hand the prepared cluster to the server's folder.
      const prepared = await database.pglite!.dumpDataDir('none');
      await database.drop();
      database = undefined;
      const folder = await openDatabase({
        pgliteDir: path.join(dataDir, 'pglite'),
        pgliteSnapshot: prepared,
      });
      await folder.close();
      env = { DATA_DIR: dataDir };
    }
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  // Generous: two server starts, which take seconds each, far longer on a loaded machine.
  it('finds every acknowledged write after a restart', { timeout: 240_000 }, async () => {
    const headers = { cookie: `${cookie}; portal_csrf=t`, 'x-csrf-token': 't' };
    const messages = `/api/portals/${world.portalA}/messages`;
    server = await startServer(env);
    const { url } = server;

    const acknowledged = new Map<string, string>();
    let sent = 0;
    let failed = 0;
    let killing = false;
    const writer = async (w: number) => {
      for (let i = 0; !killing; i++) {
        const subject = `durability ${w}-${i}`;
        sent++;
        try {
          const response = await fetch(`${url}${messages}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              subject,
              recipient: [{ kind: 'account', id: world.accounts.investor }],
              body: `<p>${subject}</p>`,
            }),
          });
          const answer = (await response.json()) as { ids?: string[] };
          expect(response.status).toBe(201);
          for (const id of answer.ids ?? []) acknowledged.set(id, subject);
        } catch (error) {
          if (!killing) throw error;
          failed++; // cut off by the kill: not acknowledged, may or may not have landed
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (acknowledged.size < BEFORE_KILL) return;
        clearInterval(poll);
        resolve();
      }, 5);
    });
    killing = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writers);
    server = undefined;

    server = await startServer(env);
    const missing: string[] = [];
    for (const [id, subject] of acknowledged) {
      const response = await fetch(`${server.url}${messages}/${id}`, { headers });
      const thread = (await response.json()) as { items?: { id: string; subject: string }[] };
      const found = response.status === 200 && thread.items?.some((item) => item.subject === subject);
      if (!found) missing.push(`${subject} (${response.status})`);
    }
    expect(missing).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(BEFORE_KILL);
    // The kill landed mid-load: requests were in flight.
    expect(failed).toBeGreaterThan(0);
    console.info(
      `kill -9 under load: ${acknowledged.size} acknowledged writes all found after restart ` +
        `(${sent} sent, ${failed} cut off by the kill)`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = undefined;
  });
});
