// Admin grid (issue 7): a page of 50 with a search term over 100,000 accounts in one portal, on
// PostgreSQL (a fresh database on 127.0.0.1:5432, dropped at the end), CONNECTIONS (default 10) concurrent clients with
// autocannon. Prints p50/p95/p99 for the searched page, for a two-word search and for the
// first page without search. Goal: p95 under 50 ms for the searched page. Beside the times, the CPU
// a request costs: this process (the server and autocannon, which share its main thread) and the
// database's backends (from /proc), which unlike the times holds on a shared machine.
// WEB_CONCURRENCY=N runs the server as `npm start` does, in N processes (node:cluster) beside this
// one, and counts their CPU apart from autocannon's; unset, the app runs in this process.
// ADMIN_GRID_DATABASE=name keeps the filled database under that name (filled when missing, never
// dropped), so before/after runs back to back skip the fill.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPortal, type RunningPortal } from '../packages/e2e/src/support/portal-server';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { sessionCookie } from '../packages/server/src/testing/sign-in-as';
import { testConfig } from '../packages/server/src/testing/test-server';
import { cpuSeconds, treeCpuSeconds } from './process-cpu';

const ROWS = Number(process.env.ROWS ?? 100_000);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const processes = process.env.WEB_CONCURRENCY ? Number(process.env.WEB_CONCURRENCY) : null;
const keptName = process.env.ADMIN_GRID_DATABASE;
if (keptName && !/^\w+$/.test(keptName)) throw new Error('ADMIN_GRID_DATABASE: a database name');
const name = keptName ?? `bench_admin_${process.pid}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
const exists = keptName
  ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0
  : false;
if (!exists) await admin.query(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
let portal: RunningPortal | null = null;
try {
  await migrate(database);
  const pool = database.pool!;
  const user = exists ? await keptAdmin() : await fill();
  /** The bench's company, portal, admin and ROWS accounts; the admin's row. */
  async function fill(): Promise<{ id: string }> {
    const {
      rows: [org],
    } = await pool.query(`insert into organisations (name) values ('Bench Wealth') returning id`);
    const {
      rows: [benchPortal],
    } = await pool.query(
      `insert into portals (name, organisation_id, theme, portal_language) values ('Bench', $1, 'light', 'en') returning id`,
      [org.id],
    );
    const {
      rows: [user],
    } = await pool.query(
      `insert into users (email, name, organisation_id, is_admin, email_verified_at) values ('admin@bench.example', 'Admin', $1, true, now()) returning id`,
      [org.id],
    );
    const started = performance.now();
    // 100 first names × 50 surnames, so a surname prefix matches about 2% of the rows.
    await pool.query(
      `insert into accounts (portal_id, name, email, external_id, currency)
       select $1, (array['Ada','Ben','Cara','Dan','Eva','Finn','Gus','Hana','Ivo','Jon'])[1 + i % 10] || ' ' ||
                  (array['Adams','Baker','Clark','Davis','Evans','Frost','Green','Hughes','Irwin','Jones',
                         'King','Lewis','Moore','Nash','Owen','Price','Quinn','Reid','Smith','Turner',
                         'Usher','Vance','Walsh','Xu','Young','Zane','Allen','Brown','Carter','Dixon',
                         'Ellis','Fox','Gray','Hall','Ince','James','Kerr','Lane','Mills','Noble',
                         'Oakes','Parry','Rees','Shaw','Tate','Upton','Vale','Ward','York','Yates'])[1 + (i / 10) % 50] || ' ' || i,
              'client' || i || '@bench.example', 'EXT-' || i, 'GBP'
       from generate_series(1, $2::int) as i`,
      [benchPortal.id, ROWS],
    );
    await pool.query('analyze accounts');
    console.log(
      `admin-grid: ${ROWS.toLocaleString('en')} accounts inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return user;
  }
  async function keptAdmin(): Promise<{ id: string }> {
    const { rows } = await pool.query<{ id: string }>(
      `select id from users where email = 'admin@bench.example'`,
    );
    console.log(`admin-grid: the kept database ${name}`);
    return rows[0]!;
  }
  const app = processes
    ? null
    : await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '100000000' }), database });
  if (!app)
    portal = await startPortal({
      brand: 'asset-manager',
      seed: false,
      env: {
        DATABASE_URL: url.toString(),
        RATE_LIMIT_MAX: '100000000',
        WEB_CONCURRENCY: String(processes),
        JOBS_WORKER: 'off',
      },
    });
  const base = app ? await app.listen({ port: 0, host: '127.0.0.1' }) : portal!.baseUrl;
  /** CPU seconds of the server's own processes so far (0 when it runs in this one). */
  const serverCpu = () => (portal ? treeCpuSeconds(portal.pid) : 0);
  const cookie = await sessionCookie(database.db, user.id);
  /** CPU seconds of each backend serving this database now. */
  const backendCpu = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [name],
    );
    const cpuOf = (pid: number) => {
      try {
        return cpuSeconds(pid);
      } catch {
        return Number.NaN; // ended since
      }
    };
    return new Map(rows.map(({ pid }) => [pid, cpuOf(pid)]));
  };
  const run = async (label: string, path: string) => {
    const check = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = (await check.json()) as { total: number; items: unknown[] };
    const backendsBefore = await backendCpu();
    const processBefore = process.cpuUsage();
    const serverBefore = serverCpu();
    const latencies: number[] = [];
    const instance = autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { cookie },
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const result = await instance;
    const processCpu = process.cpuUsage(processBefore);
    const serverSeconds = serverCpu() - serverBefore;
    let databaseCpu = 0;
    for (const [pid, cpu] of await backendCpu())
      if (Number.isFinite(cpu)) databaseCpu += cpu - (backendsBefore.get(pid) ?? 0);
    const perRequest = (seconds: number) => ((seconds * 1000) / latencies.length).toFixed(2);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    console.log(
      `${label}: ${body.items.length} of ${body.total.toLocaleString('en')} rows, ${Math.round(result.requests.average)} req/s, ` +
        `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ${result.non2xx} non-2xx (goal: p95 < 50 ms)\n` +
        `  CPU a request: ${
          portal
            ? `${perRequest(serverSeconds)} ms in the server's ${processes} process(es), ${perRequest((processCpu.user + processCpu.system) / 1e6)} ms in autocannon`
            : `${perRequest((processCpu.user + processCpu.system) / 1e6)} ms in this process (server and autocannon)`
        }, ` +
        `${perRequest(databaseCpu)} ms in PostgreSQL; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  };
  await run("search 'smi' (page 1 of 50)", '/api/admin/accounts?search=smi');
  await run("search 'eva tur' (two words)", '/api/admin/accounts?search=eva%20tur');
  await run('no search, page 1', '/api/admin/accounts');
  await app?.close();
} finally {
  await portal?.stop();
  await database.close();
  if (!keptName) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
