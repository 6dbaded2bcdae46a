// The account page's data (every portfolio with its holdings, breakdowns and performance: GET
// /api/portals/:portal/accounts/:account/overview) at 50 concurrent requests, on PostgreSQL at seed
// scale 100. Prints p50/p95/p99 latency and requests per second (goal: p95 under 50 ms), and the
// time to compute the page when it is not cached (one request at a time, another valuation date each).
//   npx tsx bench/account-page.ts [scale=100]
// BENCH_POSTGRES_URL overrides the server; CONNECTIONS (default 50) and DURATION_S (default 20).
// The seed gives accounts 1-4 portfolios; the benchmark moves portfolios of other accounts of the same
// portal onto the largest account until it has 10 (its own throwaway database), as issue 4 asks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {} from '@fastify/cookie';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { createSession } from '../packages/server/src/auth/sessions/index';
import { SESSION_COOKIE } from '../packages/server/src/auth/sessions/session-cookie';
import { openDatabase } from '../packages/server/src/db/client';

const scale = Number(process.argv[2] ?? 100);
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION_S ?? 20);
const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `bench_account_page_${Date.now()}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-account-page-'));

const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/seed/cli.ts', '--scale', String(scale)],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error(`seed failed (exit ${seeded.status})`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [target],
  } = await db.query<{ account_id: string; portal_id: string; client: string; n: string }>(
    `select p.account_id, a.portal_id, a.client_user_id as client, count(*) as n
       from portfolios p join accounts a on a.id = p.account_id
      where p.active and a.client_user_id is not null
      group by p.account_id, a.portal_id, a.client_user_id order by count(*) desc, p.account_id limit 1`,
  );
  if (!target) throw new Error('no account with portfolios');
  const missing = Math.max(0, 10 - Number(target.n));
  if (missing > 0) {
    const { rows: donors } = await db.query<{ id: string }>(
      `select p.id from portfolios p join accounts a on a.id = p.account_id
        where a.portal_id = $1 and p.account_id <> $2 and p.active and p.value > 0
        order by p.id limit $3`,
      [target.portal_id, target.account_id, missing],
    );
    const ids = donors.map((d) => d.id);
    await db.query('update portfolios set account_id = $1 where id = any($2)', [target.account_id, ids]);
    await db.query('update transactions set account_id = $1 where portfolio_id = any($2)', [
      target.account_id,
      ids,
    ]);
  }
  const {
    rows: [counts],
  } = await db.query<{ portfolios: string; holdings: string; valuations: string }>(
    `select (select count(*) from portfolios where account_id = $1 and active) as portfolios,
            (select count(*) from holdings h join portfolios p on p.id = h.portfolio_id where p.account_id = $1) as holdings,
            (select count(*) from portfolio_valuations v join portfolios p on p.id = v.portfolio_id where p.account_id = $1) as valuations`,
    [target.account_id],
  );
  await db.query('analyze');
  await db.end();

  const handle = await openDatabase({ url: databaseUrl });
  const { token } = await createSession(handle.db, {
    userId: target.client,
    mfaValidated: true,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  await handle.close();

  const portal = await startPortal({
    brand: 'asset-manager',
    seed: false,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' },
  });
  try {
    const url = `${portal.baseUrl}/api/portals/${target.portal_id}/accounts/${target.account_id}/overview`;
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const probe = await fetch(url, { headers });
    const body = (await probe.json()) as { portfolios: unknown[] };
    if (!probe.ok) throw new Error(`overview answered ${probe.status}`);
    const bytes = JSON.stringify(body).length;
    // Computed, not cached: one request at a time, each for another valuation date (a cache miss).
    const cold: number[] = [];
    for (let back = 1; back <= 10; back++) {
      const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      const started = performance.now();
      const answer = await fetch(`${url}?date=${date}`, { headers });
      await answer.arrayBuffer();
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    // Warm-up, then the measured run (the page as the server keeps it until the account changes).
    await autocannon({ url, headers, connections, duration: 3 });
    // Every answer's latency, for exact percentiles (autocannon's summary has p90 and p97.5, no p95).
    const latencies: number[] = [];
    const result = await autocannon({ url, headers, connections, duration }).on(
      'response',
      (_c, _s, _b, ms) => latencies.push(ms),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
    console.log(
      `account page, scale ${scale}, PostgreSQL ${server.host}: ${counts!.portfolios} portfolios, ` +
        `${counts!.holdings} holdings, ${counts!.valuations} monthly valuations, ${(bytes / 1024).toFixed(0)} KB per answer`,
    );
    console.log(
      `  ${connections} concurrent, ${duration} s: ${result.requests.average.toFixed(0)} requests/s, ` +
        `p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors (goal: p95 < 50 ms)`,
    );
    console.log(
      `  computed without the cache, one at a time: median ${cold[5]!.toFixed(1)} ms, ` +
        `max ${cold[cold.length - 1]!.toFixed(1)} ms`,
    );
  } finally {
    await portal.stop();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
