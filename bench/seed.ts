// `npm run seed -- --scale N` on a fresh PostgreSQL database: wall time, peak memory (the seed
// process's VmHWM), rows per table. The database is dropped afterwards. Usage:
//   npx tsx bench/seed.ts [scale=100] [more seed options, e.g. --threads 1]
// BENCH_POSTGRES_URL overrides the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const scale = Number(process.argv[2] ?? 100);
if (!Number.isInteger(scale) || scale < 1)
  throw new Error(`scale must be a whole number, not ${process.argv[2]}`);
const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `bench_seed_${Date.now()}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-'));

/** Peak resident memory of a process so far, in KiB (0 once it has exited). */
function peakRssKiB(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`create database ${name}`);
let exitCode: number | null;
try {
  const started = performance.now();
  // tsx as an import hook runs the CLI in this one node process, so its pid is the seed's.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/seed/cli.ts',
      '--scale',
      String(scale),
      ...process.argv.slice(3),
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, peakRssKiB(child.pid!))), 100);
  exitCode = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const tables = (
    await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> '__migrations' order by 1`,
    )
  ).rows;
  const counts: [string, number][] = [];
  for (const { name: table } of tables) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from "${table}"`);
    if (Number(rows[0]!.n) > 0) counts.push([table, Number(rows[0]!.n)]);
  }
  const size = (
    await db.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`)
  ).rows[0]!.size;
  await db.end();

  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  console.log(`\nseed benchmark, scale ${scale}, PostgreSQL ${server.host} (exit code ${exitCode})`);
  console.log(`  wall time   ${seconds.toFixed(1)} s (goal < 120 s)`);
  console.log(`  peak memory ${(peak / 1024).toFixed(0)} MiB (VmHWM of the seed process; goal < 1024 MiB)`);
  console.log(
    `  rows        ${total.toLocaleString('en-GB')} (${Math.round(total / seconds).toLocaleString('en-GB')}/s), database ${size}`,
  );
  for (const [table, n] of counts.sort((a, b) => b[1] - a[1])) {
    console.log(`    ${table.padEnd(22)} ${n.toLocaleString('en-GB').padStart(12)}`);
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode ?? 1;
