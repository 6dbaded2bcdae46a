// The account page's data (every portfolio with its holdings, breakdowns and performance: GET
// /api/portals/:portal/accounts/:account/overview) at 50 concurrent requests, on PostgreSQL at seed
// scale 100. Prints p50/p95/p99 latency and requests per second with one server process and with
// WEB_CONCURRENCY of them (default 2; goals: p95 under 50 ms with two, throughput at least 1.7 times
// one process's), and the time to compute the page when it is not cached (one request at a time,
// another valuation date each).
//   npx tsx bench/account-page.ts [scale=100]
// BENCH_POSTGRES_URL overrides the server; CONNECTIONS (default 50), DURATION_S (default 20),
// WEB_CONCURRENCY (default 2; 1 measures one process only).
// The seed gives accounts 1-4 portfolios; the benchmark moves portfolios of other accounts of the same
// portal onto the largest account until it has 10 (its own throwaway database), as issue 4 asks.
import type {} from '@fastify/cookie';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { createSession } from '../packages/server/src/auth/sessions/index';
import { SESSION_COOKIE } from '../packages/server/src/auth/sessions/session-cookie';
import { openDatabase } from '../packages/server/src/db/client';
import { withSeededPostgres } from './seeded-postgres';

const scale = Number(process.argv[2] ?? 100);
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION_S ?? 20);
const processes = Number(process.env.WEB_CONCURRENCY ?? 2);
await withSeededPostgres('bench_account_page', scale, async ({ url: databaseUrl, dataDir }) => {
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

  const url = (base: string) =>
    `${base}/api/portals/${target.portal_id}/accounts/${target.account_id}/overview`;
  const headers = { cookie: `${SESSION_COOKIE}=${token}` };
  /** The server with `count` processes, until `work` is done with its address. */
  const withServer = async <T>(count: number, work: (base: string) => Promise<T>): Promise<T> => {
    const portal = await startPortal({
      brand: 'asset-manager',
      seed: false,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '100000000',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: String(count),
      },
    });
    try {
      // /api/health answers once one process listens; the banner once all do.
      while (!portal.output().includes('API docs:')) await new Promise((r) => setTimeout(r, 100));
      return await work(portal.baseUrl);
    } finally {
      await portal.stop();
    }
  };
  /** Warm-up, then the measured run (the page as the server keeps it until the account changes). */
  const measure = async (base: string) => {
    await autocannon({ url: url(base), headers, connections, duration: 3 });
    // Every answer's latency, for exact percentiles (autocannon's summary has p90 and p97.5, no p95).
    const latencies: number[] = [];
    const result = await autocannon({ url: url(base), headers, connections, duration }).on(
      'response',
      (_c, _s, _b, ms) => latencies.push(ms),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    return {
      rps: result.requests.average,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      non2xx: result.non2xx,
      errors: result.errors,
    };
  };
  const line = (count: number, m: Awaited<ReturnType<typeof measure>>) =>
    `  ${count} process${count > 1 ? 'es' : ''}, ${connections} concurrent, ${duration} s: ` +
    `${m.rps.toFixed(0)} requests/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ` +
    `p99 ${m.p99.toFixed(1)} ms, ${m.non2xx} non-2xx, ${m.errors} errors`;

  const { bytes, cold, one } = await withServer(1, async (base) => {
    const probe = await fetch(url(base), { headers });
    if (!probe.ok) throw new Error(`overview answered ${probe.status}`);
    const size = (await probe.text()).length;
    // Computed, not cached: one request at a time, each for another valuation date (a cache miss).
    const times: number[] = [];
    for (let back = 1; back <= 10; back++) {
      const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      const started = performance.now();
      const answer = await fetch(`${url(base)}?date=${date}`, { headers });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { bytes: size, cold: times, one: await measure(base) };
  });
  console.log(
    `account page, scale ${scale}, PostgreSQL ${new URL(databaseUrl).host}: ${counts!.portfolios} portfolios, ` +
      `${counts!.holdings} holdings, ${counts!.valuations} monthly valuations, ${(bytes / 1024).toFixed(0)} KB per answer`,
  );
  console.log(line(1, one));
  if (processes > 1) {
    const many = await withServer(processes, measure);
    console.log(`${line(processes, many)} (goal: p95 < 50 ms)`);
    console.log(
      `  throughput ${processes} processes / 1: ${(many.rps / one.rps).toFixed(2)}x (goal: at least 1.7x with 2)`,
    );
  }
  console.log(
    `  computed without the cache, one at a time: median ${cold[5]!.toFixed(1)} ms, ` +
      `max ${cold[cold.length - 1]!.toFixed(1)} ms`,
  );
});
