import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh PostgreSQL database (on BENCH_POSTGRES_URL's server, or the local one) seeded at `scale`
 * by the seed CLI, handed to `work` with its URL and data folder, and dropped afterwards whatever
 * happens. BENCH_TEMPLATE names a database seeded before (at the same scale, nobody connected to
 * it) to copy instead, which takes seconds where the seed takes minutes.
 */
export async function withSeededPostgres<T>(
  prefix: string,
  scale: number,
  work: (database: { url: string; dataDir: string }) => Promise<T>,
): Promise<T> {
  const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `${prefix}_${Date.now()}`;
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const template = process.env.BENCH_TEMPLATE;
  if (template && !/^\w+$/.test(template)) throw new Error('BENCH_TEMPLATE: a database name');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  try {
    if (template) return await work({ url, dataDir });
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/seed/cli.ts', '--scale', String(scale)],
      {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error(`seed failed (exit ${seeded.status})`);
    return await work({ url, dataDir });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
