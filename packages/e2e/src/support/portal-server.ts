import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrandId } from '@portal/domain';
import { buildServerIfStale, SERVER_ENTRY } from '../../../../scripts/server-build.mjs';
import { repoRoot } from './paths';

export interface RunningPortal {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for assertions on the start-up banner. */
  output: () => string;
  /** Milliseconds from spawn to the first successful /api/health. */
  startedInMs: number;
  /** The server process id (benchmarks pin it to one core). */
  pid: number | undefined;
  /** Which of the seeded companies a file signs in as (screens.ts); the first when absent. */
  company?: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now (for a server whose address must be known before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (the same entry `npm start` runs: the build of scripts/server-build.mjs,
 * made first when stale, untimed) on a free port with an empty data folder, and waits until
 * /api/health answers 200.
 */
export async function startPortal(options: {
  brand: BrandId;
  seed?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Listen here instead of on a free port chosen now. */
  port?: number;
  /** Node flags for the server process (`--cpu-prof`, which NODE_OPTIONS does not accept). */
  nodeArgs?: string[];
}): Promise<RunningPortal> {
  await buildServerIfStale();
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${options.brand}-`));
  const started = Date.now();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      BRAND: options.brand,
      DATA_DIR: dataDir,
      SEED_ON_START: options.seed === false ? 'false' : 'true',
      LOG_LEVEL: 'warn',
      // The daily clock would re-value every seeded portfolio in the middle of a test.
      CLOCK_SCHEDULE: 'off',
      CLOCK_CATCH_UP: 'off',
      // The e2e run's own copy of the web build (global-setup), when there is one.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 180_000);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`The server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startedInMs = Date.now() - started;
  return {
    baseUrl,
    dataDir,
    startedInMs,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
