// Re-valuation after an edit (issue 13 figures): on the demo seed (scale 1, embedded PGlite, as
// `npm start` has it), the portfolio with the longest history is (1) re-valued whole (its whole
// daily series rewritten from its first transaction), (2) re-valued after an edit backdated five years
// and (3) after one dated yesterday: median wall time of revaluePortfolio, each a whole locked
// transaction (read, engine, write, period figures, cached values); goal (2) under 50 ms. Then (4)
// from the save of a backdated contribution over HTTP to the first performance answer that is no
// longer recalculating, with the job engine polling at its default (1 s) and the screen every 1 s (the web's
// interval); goal under 2 s. Finally (5) the clock's daily run over every seeded portfolio, the
// first (valuing the days since the seed's as-of date, which the seed valued through) and the next day's. Usage: npx tsx bench/revaluation.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, lastWeekdayBefore } from '@portal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { runDailyUpdate } from '../packages/server/src/clock/daily-update';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import {
  accountOwners,
  accounts,
  portals,
  portfolios,
  transactions,
  users,
} from '../packages/server/src/db/schema/index';
import { startJobEngine } from '../packages/server/src/jobs/job-engine';
import { createDemoMarketDataSource } from '../packages/server/src/market-data/demo-source';
import { seedDemoData } from '../packages/server/src/seed/index';
import { sessionCookie } from '../packages/server/src/testing/sign-in-as';
import { workRevaluations } from '../packages/server/src/valuations/revaluation-jobs';
import { markForRevaluation } from '../packages/server/src/valuations/revaluation-marks';
import { revaluePortfolio } from '../packages/server/src/valuations/revalue-portfolio';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-revaluation-'));
const handle = await openDatabase({});
await migrate(handle);
await seedDemoData(handle, { brand: 'asset-manager', dataDir });
const db = handle.db;
const today = new Date().toISOString().slice(0, 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

const [longest] = await db
  .select({
    id: portfolios.id,
    accountId: portfolios.accountId,
    portalId: portfolios.portalId,
    n: sql<number>`count(*)::int`,
  })
  .from(portfolios)
  .innerJoin(transactions, eq(transactions.portfolioId, portfolios.id))
  .groupBy(portfolios.id)
  .orderBy(sql`min(${transactions.date})`, desc(sql`count(*)`))
  .limit(1);
const id = longest!.id;
const [{ first }] = (await db
  .select({ first: sql<string>`min(${transactions.date})::text` })
  .from(transactions)
  .where(eq(transactions.portfolioId, id))) as [{ first: string }];

async function timed(from: string | null, runs = 7): Promise<{ median: number; points: number }> {
  const times: number[] = [];
  let points = 0;
  for (let i = 0; i < runs; i++) {
    if (from) await markForRevaluation(db, [id], from);
    const started = performance.now();
    const result = await revaluePortfolio(db, id, today);
    times.push(performance.now() - started);
    points = result?.points ?? 0;
  }
  return { median: median(times), points };
}

const takeover = await timed(first, 1);
console.log(
  `portfolio with ${longest!.n} transactions since ${first}: whole series ${takeover.points} days in ${ms(takeover.median)}`,
);
const fiveYears = await timed(addDays(today, -5 * 365));
console.log(
  `re-value after an edit backdated 5 years: median ${ms(fiveYears.median)} (${fiveYears.points} days rewritten; goal < 50 ms)`,
);
const yesterday = await timed(addDays(today, -1));
console.log(
  `re-value after an edit dated yesterday: median ${ms(yesterday.median)} (${yesterday.points} days rewritten)`,
);

// (4) Save → figures on screen, through HTTP and the job engine.
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const jobs = await startJobEngine(handle, { logger: quiet, work: true });
await workRevaluations(jobs, db, () => today);
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    RATE_LIMIT_MAX: '100000',
  }),
  database: handle,
  jobs,
});
const [owner] = await db
  .select({ userId: accountOwners.userId })
  .from(accountOwners)
  .innerJoin(users, eq(users.id, accountOwners.userId))
  .where(eq(accountOwners.accountId, longest!.accountId))
  .limit(1);
const cookie = `portal_csrf=t; ${await sessionCookie(db, owner!.userId)}`;
const headers = { cookie, 'x-csrf-token': 't', 'content-type': 'application/json' };
const [portal] = await db.select({ id: portals.id }).from(portals).where(eq(portals.id, longest!.portalId));
const base = `/api/portals/${portal!.id}/accounts/${longest!.accountId}/portfolios/${id}`;
const latencies: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const saved = await app.inject({
    method: 'POST',
    url: `${base}/transactions`,
    headers,
    payload: JSON.stringify({
      type: 'Contribution',
      name: 'Contribution',
      symbol: 'CASH',
      date: addDays(today, -5 * 365 + i),
      amount: '1000',
      currency: 'GBP',
    }),
  });
  if (saved.statusCode !== 201) throw new Error(`booking failed: ${saved.statusCode} ${saved.body}`);
  for (;;) {
    const answer = (await app.inject({ method: 'GET', url: `${base}/performance`, headers })).json();
    if (!answer.recalculating) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  latencies.push(performance.now() - started);
}
console.log(
  `save → new figures on screen (the web asks every 1 s): median ${(median(latencies) / 1000).toFixed(2)} s over 5 saves (goal < 2 s)`,
);
await app.close();
await jobs.stop({ timeoutMs: 1000 });

// (5) The clock over every portfolio: the first run values the days since the seed's as-of date, the next one day.
const source = createDemoMarketDataSource(db);
const count = (
  await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolios)
    .where(eq(portfolios.active, true))
)[0]!.n;
const dayBefore = lastWeekdayBefore(today);
let started = performance.now();
let summary = await runDailyUpdate({ db, source }, dayBefore);
console.log(
  `clock, first run (${count} portfolios of ${(await db.select({ n: sql<number>`count(*)::int` }).from(accounts))[0]!.n} accounts, the days since the seed's as-of date): ${((performance.now() - started) / 1000).toFixed(1)} s, ${summary.valued} valued`,
);
started = performance.now();
summary = await runDailyUpdate({ db, source }, today);
console.log(
  `clock, the next day: ${((performance.now() - started) / 1000).toFixed(1)} s, ${summary.valued} valued, ${summary.stored.prices} closes stored`,
);
await handle.close();
