// The clock's daily run on PostgreSQL (issue 13: at seed scale 100, under 2 minutes). Seeds scale N
// (default 10) on a fresh database with `npm run seed`, brings every portfolio to yesterday with the
// clock's own fan-out (its first run: each seeded series replaced by the engine's daily one), then,
// on a copy of that database for each count of worker processes (default 1, 2, 3: `npm run worker`,
// as production runs them), starts `bigben` by hand as an admin would and times it from the start to
// the job's end: fetch the day's closes, mark, the revaluation batches worked by the workers, the
// analytics roll-up. Prints wall time and portfolios valued per second, and the CPU time the run cost
// (the worker processes' and their PostgreSQL backends', from /proc): on a machine shared with other
// work the wall time says more about the load than the code, the CPU time per portfolio does not.
// Databases are dropped after.
// Usage: npx tsx bench/clock.ts [scale=10] [workers=1,2,3]; BENCH_POSTGRES_URL overrides the server;
// BENCH_KEEP=1 keeps the seeded database (valued to yesterday) and prints its name; BENCH_TEMPLATE
// names such a kept database (the same scale, nobody connected) to copy instead of seeding and
// valuing to yesterday, so that two versions of the code measure the next day from the same state.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastWeekdayBefore } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { fetchAndMark } from '../packages/server/src/clock/daily-update';
import { fanOut } from '../packages/server/src/clock/value-marked';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/client';
import { jobProgress, portfolios } from '../packages/server/src/db/schema/index';
import { rowsOf } from '../packages/server/src/providers/database/market';
import { startJobEngine, type JobEngine } from '../packages/server/src/jobs/job-engine';
import { createDemoMarketDataSource } from '../packages/server/src/market-data/demo-source';

const scale = Number(process.argv[2] ?? 10);
const workerCounts = (process.argv[3] ?? '1,2,3').split(',').map(Number);
const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const stamp = Date.now();
const base = `bench_clock_${stamp}`;
const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clock-'));
const today = new Date().toISOString().slice(0, 10);
const yesterday = lastWeekdayBefore(today);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const seconds = (since: number) => (performance.now() - since) / 1000;
const load = () => os.loadavg()[0]!.toFixed(1);

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it has gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (CLK_TCK = 100)
  } catch {
    return 0;
  }
}

/**
 * The CPU the PostgreSQL backends of database `name` use from now until `stop()`: their pids are
 * looked up every 200 ms and each one's last reading kept (a backend that ends loses its last moment).
 */
function backendCpu(client: pg.Client, name: string) {
  const seen = new Map<number, { start: number; last: number }>();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [name],
    );
    for (const { pid } of rows) {
      const now = cpuSeconds(pid);
      const entry = seen.get(pid);
      if (entry) entry.last = Math.max(entry.last, now);
      else seen.set(pid, { start: now, last: now });
    }
  };
  const ready = sample();
  const timer = setInterval(() => void sample().catch(() => undefined), 200);
  return {
    ready,
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample();
      return [...seen.values()].reduce((sum, e) => sum + e.last - e.start, 0);
    },
  };
}

function run(args: string[], env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/**
 * `npm run worker` processes on `url`, started one after another (each once the one before says it
 * is working: three starting at once have been seen to deadlock in start-up, see the report).
 */
async function startWorkers(url: string, count: number): Promise<ChildProcess[]> {
  const workers: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/worker-main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CLOCK_SCHEDULE: 'off',
        CLOCK_CATCH_UP: 'off',
        MARKET_DATA_SOURCE: 'demo',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(worker);
    await new Promise<void>((resolve, reject) => {
      worker.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Job worker running')) resolve();
      });
      worker.on('exit', (code) => reject(new Error(`a worker exited (${code})`)));
    });
  }
  return workers;
}

async function stopWorkers(workers: ChildProcess[]): Promise<void> {
  await Promise.all(
    workers.map((worker) => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      return exited;
    }),
  );
}

async function activePortfolios(db: DatabaseHandle['db']): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolios)
    .where(eq(portfolios.active, true));
  return row!.n;
}

async function valuedFor(db: DatabaseHandle['db'], day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolios)
    .where(sql`${portfolios.active} and ${portfolios.valuedThrough} = ${day}::date`);
  return row!.n;
}

async function batchesEnded(db: DatabaseHandle['db'], run: string): Promise<void> {
  for (;;) {
    const [row] = await rowsOf<{ pending: number }>(
      db,
      sql`select count(*)::int as pending from pgboss.job
           where name = 'revalue-batch' and data->>'run' = ${run} and state < 'completed'`,
    );
    if (Number(row?.pending ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function finished(jobs: JobEngine, id: string): Promise<string> {
  for (;;) {
    const job = await jobs.find(id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job.state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const made: string[] = [];
try {
  const template = process.env.BENCH_TEMPLATE;
  if (template && !/^\w+$/.test(template)) throw new Error('BENCH_TEMPLATE: a database name');
  await admin.query(`create database ${base}${template ? ` template ${template}` : ''}`);
  made.push(base);
  let started = performance.now();
  let handle: DatabaseHandle;
  let jobs: JobEngine;
  if (!template) await seedAndValueToYesterday();
  handle = await openDatabase({ url: urlOf(base) });
  const count = await activePortfolios(handle.db);
  await handle.close();

  async function seedAndValueToYesterday() {
    const seeded = await run(['packages/server/src/seed/cli.ts', '--scale', String(scale)], {
      DATABASE_URL: urlOf(base),
      DATA_DIR: dataDir,
    });
    if (seeded !== 0) throw new Error(`the seed failed (${seeded})`);
    console.log(`seed scale ${scale}: ${seconds(started).toFixed(1)} s`);

    // Every portfolio to yesterday: the clock's fan-out, with as many workers as the most measured.
    const takeoverWorkers = Math.max(...workerCounts);
    const workers = await startWorkers(urlOf(base), takeoverWorkers);
    handle = await openDatabase({ url: urlOf(base) });
    jobs = await startJobEngine(handle, { logger: quiet, work: false });
    const total = await activePortfolios(handle.db);
    started = performance.now();
    // The clock's parts with this run's own id (no bigben job: the workers' clock values to the real
    // day): its batches end in the workers, the last one rolls up; here we only watch them end.
    const firstRun = randomUUID();
    const fetched = await fetchAndMark(
      handle.db,
      createDemoMarketDataSource(handle.db),
      yesterday,
      async () => {},
    );
    await fanOut(jobs, handle.db, firstRun, yesterday, async () => {});
    await batchesEnded(handle.db, firstRun);
    const valuedFirst = await valuedFor(handle.db, yesterday);
    const first = { valued: valuedFirst, unvalued: { length: total - valuedFirst }, stored: fetched.stored };
    const firstSeconds = seconds(started);
    console.log(
      `first run to ${yesterday} (seeded series replaced by the engine's daily ones), ${takeoverWorkers} workers: ` +
        `${firstSeconds.toFixed(1)} s, ${first.valued} of ${total} portfolios valued ` +
        `(${(first.valued / firstSeconds).toFixed(1)}/s), ${first.unvalued.length} not valued, ` +
        `${first.stored.prices} closes stored; load average ${load()}`,
    );
    await jobs.stop({ timeoutMs: 1000 });
    await handle.close();
    await stopWorkers(workers);
  }

  for (const n of workerCounts) {
    const copy = `${base}_w${n}`;
    await admin.query(`create database ${copy} template ${base}`);
    made.push(copy);
    const running = await startWorkers(urlOf(copy), n);
    handle = await openDatabase({ url: urlOf(copy) });
    jobs = await startJobEngine(handle, { logger: quiet, work: false });
    const loadBefore = load();
    const pgCpu = backendCpu(admin, copy);
    await pgCpu.ready;
    const workerCpu = running.reduce((sum, w) => sum + cpuSeconds(w.pid!), 0);
    started = performance.now();
    // The day the clock values is the calendar day it starts on (a run after midnight counts the new one).
    const day = new Date().toISOString().slice(0, 10);
    const start = await jobs.startManual('bigben');
    const state = await finished(jobs, start!.id);
    const wall = seconds(started);
    const nodeCpu = running.reduce((sum, w) => sum + cpuSeconds(w.pid!), 0) - workerCpu;
    const databaseCpu = await pgCpu.stop();
    const valued = await valuedFor(handle.db, day);
    const [progress] = await handle.db
      .select({ done: jobProgress.done, total: jobProgress.total, note: jobProgress.note })
      .from(jobProgress)
      .where(eq(jobProgress.id, start!.id));
    console.log(
      `the next day (${day}), ${n} worker process${n === 1 ? '' : 'es'}: ${wall.toFixed(1)} s, bigben ${state}, ` +
        `${valued} of ${count} portfolios valued for the day (${(valued / wall).toFixed(1)}/s; ` +
        `progress ${progress?.done}/${progress?.total}${progress?.note ? `, ${progress.note}` : ''}); ` +
        `load average ${loadBefore} before, ${load()} after`,
    );
    const perPortfolio = ((nodeCpu + databaseCpu) / Math.max(1, valued)) * 1000;
    console.log(
      `  CPU: workers ${nodeCpu.toFixed(1)} s, their database backends ${databaseCpu.toFixed(1)} s: ` +
        `${perPortfolio.toFixed(1)} ms a portfolio; on 2 quiet cores that is at least ` +
        `${((perPortfolio * valued) / 2 / 1000).toFixed(1)} s for these ${valued}`,
    );
    await jobs.stop({ timeoutMs: 1000 });
    await handle.close();
    await stopWorkers(running);
  }
} finally {
  // BENCH_KEEP=1 keeps the seeded database valued to yesterday (its name is printed) for profiling.
  if (process.env.BENCH_KEEP) console.log(`kept: ${made.shift()}`);
  for (const name of made.reverse()) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
