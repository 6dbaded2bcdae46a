import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, START_COMMAND } from '../testing/server-start';

/** `npm run worker`'s command: the worker's sources under tsx's loader. */
const WORKER = ['--import', 'tsx', 'packages/server/src/worker-main.ts'];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the server as `npm start` does (or `command`, e.g. the worker's), with only the variables a
 * test chooses. Node itself, not npm or the `tsx` command: those run the server as their child, so a
 * kill after a timeout would leave the server running and writing to its data folder.
 */
function startMain(
  env: Record<string, string>,
  options: { untilStdout?: RegExp; timeoutMs?: number; command?: string[] } = {},
) {
  const child = spawn(process.execPath, options.command ?? START_COMMAND, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main did not exit in time; stdout: ${run.stdout} stderr: ${run.stderr}`));
    }, options.timeoutMs ?? 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    const pattern = options.untilStdout;
    if (!pattern) return resolve();
    child.stdout.on('data', () => pattern.test(run.stdout) && resolve());
    void exited.then(
      () => reject(new Error(`main exited before it was ready; stderr: ${run.stderr}`)),
      reject,
    );
  });
  return { child, exited, ready, run };
}

function stderrLines(run: Run): string[] {
  return run.stderr.split('\n').filter((line) => line.trim() !== '');
}

// Each case starts the server with only the variables it chooses (never the run's DATABASE_URL), so
// the server suite's PostgreSQL pass (.ci/run) would repeat the embedded pass exactly: ten cold
// starts. They run on the embedded pass (npm test) only (decision 101).
const embeddedPass = !process.env.DATABASE_URL;

// A cold start takes seconds alone and far longer on a busy runner.
describe.runIf(embeddedPass)(
  'start-up failures end with one clear line and exit code 1',
  { timeout: 120_000 },
  () => {
    let dataDir: string;
    let base: Record<string, string>;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-main-'));
      base = { DATA_DIR: dataDir, SEED_ON_START: 'false', HOST: '127.0.0.1' };
    });
    afterAll(async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('rejects a DATABASE_URL that is not a URL', async () => {
      const run = await startMain({ ...base, DATABASE_URL: 'not-a-url' }).exited;
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        'Invalid configuration: DATABASE_URL must look like postgres://user:password@host:5432/database',
      ]);
    });

    // Both pass the configuration's shape check and fail the client's parse (bad port, no database).
    it.each(['postgres://postgres@127.0.0.1:99999/x', 'postgres://postgres@127.0.0.1:5432'])(
      'rejects the malformed postgres URL %s',
      async (url) => {
        const run = await startMain({ ...base, DATABASE_URL: url }).exited;
        expect(run.code).toBe(1);
        expect(stderrLines(run)).toEqual([
          'DATABASE_URL is malformed: expected postgres://user:password@host:5432/database',
        ]);
      },
    );

    it('names an unreachable database', async () => {
      const run = await startMain({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' }).exited;
      expect(run.code).toBe(1);
      const lines = stderrLines(run);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
      );
    });

    it('names a port that is already taken', async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      try {
        const run = await startMain({ ...base, PORT: String(port) }).exited;
        expect(run.code).toBe(1);
        expect(stderrLines(run)).toEqual([`Port ${port} is already in use: set PORT to another port`]);
      } finally {
        blocker.close();
      }
    });

    it('refuses JOBS_WORKER=off on the embedded database, where no worker could share it', async () => {
      const run = await startMain({ ...base, JOBS_WORKER: 'off' }).exited;
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        'Invalid configuration: JOBS_WORKER=off needs DATABASE_URL (the jobs would wait for a worker, and only a PostgreSQL server can be shared with one)',
      ]);
    });

    it('refuses WEB_CONCURRENCY above 1 on the embedded database, which one process alone may open', async () => {
      const clusterDir = path.join(dataDir, 'cluster');
      const run = await startMain({ ...base, DATA_DIR: clusterDir, WEB_CONCURRENCY: '2' }).exited;
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        'Invalid configuration: WEB_CONCURRENCY=2 needs DATABASE_URL (a PostgreSQL server): the embedded PGlite database can be opened by one process only',
      ]);
      await expect(fs.stat(path.join(clusterDir, 'pglite'))).rejects.toThrow();
    });

    it('refuses `npm run worker` on the embedded database before opening it', async () => {
      const workerDir = path.join(dataDir, 'worker');
      const run = await startMain({ ...base, DATA_DIR: workerDir }, { command: WORKER }).exited;
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        'npm run worker needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to the web process, which works the jobs itself (JOBS_WORKER=on)',
      ]);
      // Not even created: PGlite takes no lock, so opening it beside a running server would corrupt it.
      await expect(fs.stat(workerDir)).rejects.toThrow();
    });

    it('reports an invalid variable by name', async () => {
      const run = await startMain({ ...base, PORT: 'eighty' }).exited;
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toHaveLength(1);
      expect(stderrLines(run)[0]).toMatch(/^Invalid configuration: PORT /);
    });
  },
);

describe.runIf(embeddedPass)('a normal start', { timeout: 120_000 }, () => {
  it('prints the banner, serves, and exits 0 on SIGTERM', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-main-'));
    try {
      const main = startMain(
        { DATA_DIR: dataDir, SEED_ON_START: 'false', HOST: '127.0.0.1', PORT: '0', BRAND: 'demo' },
        { untilStdout: /API docs:/ },
      );
      await main.ready;
      const url = /running at (http:\/\/\S+)/.exec(main.run.stdout)?.[1];
      expect(url).toBeDefined();
      expect(main.run.stdout).toContain('Brand:    demo');
      expect(main.run.stdout).toMatch(/Database: embedded PGlite in .*pglite/);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      main.child.kill('SIGTERM');
      const run = await main.exited;
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
