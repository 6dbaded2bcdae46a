// Client reports (issue 14): on the demo seed (scale 1, embedded PGlite), an advisor's §7
// generatePdf over HTTP, request to complete file, for (1) the account with the number of portfolios
// nearest five, over the default period (year to date): the first request (Chromium launched and
// the web app's files fetched) and the median of 5 after it; and (2) a long statement: the account
// with the most transactions since its first one, its page count and median time. Goals: (1) under
// 1.5 s, a 40-page statement under 3 s. The seed's busiest account prints about 20 pages, so (3)
// books EXTRA_ROWS (default 1000) dividends into its period through the booking API (as an advisor
// would), which makes its statement about 40 pages, and measures that. Needs the built web app (npm run build) and /usr/bin/chromium.
// Usage: npx tsx bench/reports.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import {
  accountOwners,
  accounts,
  holdings,
  portfolios,
  transactions,
} from '../packages/server/src/db/schema/index';
import { seedDemoData } from '../packages/server/src/seed/index';
import { sessionCookie } from '../packages/server/src/testing/sign-in-as';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error('Build the web app first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
const handle = await openDatabase({});
await migrate(handle);
await seedDemoData(handle, { brand: 'asset-manager', dataDir });
const db = handle.db;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: webDist,
  }),
  database: handle,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function ownerCookie(accountId: string) {
  const [owner] = await db
    .select({ userId: accountOwners.userId })
    .from(accountOwners)
    .where(eq(accountOwners.accountId, accountId))
    .limit(1);
  return sessionCookie(db, owner!.userId);
}

/** generatePdf for an account: wall time from the request to the last byte, and the file's pages. */
async function print(portalId: string, accountId: string, cookie: string, query = '') {
  const tokenAnswer = await fetch(`${url}/api/portals/${portalId}/accounts/${accountId}/report-token`, {
    headers: { cookie },
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const started = performance.now();
  const response = await fetch(`${url}/api/generatePdf?token=${encodeURIComponent(token)}${query}`, {
    headers: { cookie },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const took = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`generatePdf answered ${response.status}: ${bytes.toString()}`);
  const file = path.join(dataDir, 'bench.pdf');
  fs.writeFileSync(file, bytes);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { took, pages, bytes: bytes.length };
}

async function measure(label: string, portalId: string, accountId: string, query = '') {
  const cookie = await ownerCookie(accountId);
  // The figures alone (the same report as JSON): what printing adds is the rest.
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const answer = await fetch(
      `${url}/api/portals/${portalId}/accounts/${accountId}/report?${query.slice(1)}`,
      {
        headers: { cookie },
      },
    );
    await answer.arrayBuffer();
    reads.push(performance.now() - started);
  }
  console.log(`${label}: the report's figures as JSON, median ${ms(median(reads))}`);
  const first = await print(portalId, accountId, cookie, query);
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await print(portalId, accountId, cookie, query));
  console.log(
    `${label}: ${first.pages} pages, ${(first.bytes / 1024).toFixed(0)} KB; first request ${ms(first.took)}, ` +
      `then median ${ms(median(runs.map((r) => r.took)))} (${runs.map((r) => ms(r.took)).join(', ')})`,
  );
}

// (1) The account whose number of active portfolios is nearest five.
const [five] = await db
  .select({ id: accounts.id, portalId: accounts.portalId, n: sql<number>`count(*)::int` })
  .from(accounts)
  .innerJoin(portfolios, and(eq(portfolios.accountId, accounts.id), eq(portfolios.active, true)))
  .groupBy(accounts.id)
  .orderBy(sql`abs(count(*) - 5)`, sql`count(*) desc`)
  .limit(1);
await measure(`account report, ${five!.n} portfolios, year to date`, five!.portalId, five!.id);

// (2) A long statement: the account with the most transactions, from its first one.
const [busiest] = await db
  .select({
    id: accounts.id,
    portalId: accounts.portalId,
    n: sql<number>`count(*)::int`,
    first: sql<string>`min(${transactions.date})::text`,
  })
  .from(accounts)
  .innerJoin(portfolios, eq(portfolios.accountId, accounts.id))
  .innerJoin(transactions, eq(transactions.portfolioId, portfolios.id))
  .groupBy(accounts.id)
  .orderBy(sql`count(*) desc`)
  .limit(1);
await measure(
  `statement of ${busiest!.n} transactions since ${busiest!.first}`,
  busiest!.portalId,
  busiest!.id,
  `&fromDateString=${busiest!.first}`,
);

// (3) The same statement grown to about 40 pages: dividends booked through the API on days of the
// statement's period (cycling from its first day to yesterday), on the busiest account's first
// holding; each adds one statement row.
const [line] = await db
  .select({ portfolioId: holdings.portfolioId, symbol: holdings.symbol, name: holdings.name })
  .from(holdings)
  .innerJoin(portfolios, eq(portfolios.id, holdings.portfolioId))
  .where(and(eq(portfolios.accountId, busiest!.id), eq(portfolios.active, true)))
  .limit(1);
const extra = Number(process.env.EXTRA_ROWS ?? 1000);
const firstDay = Date.parse(`${busiest!.first}T00:00:00Z`);
const days = Math.max(1, Math.floor((Date.now() - firstDay) / 86_400_000) - 1);
const cookie = await ownerCookie(busiest!.id);
const csrf = 'bench-csrf-token';
const booking = `${url}/api/portals/${busiest!.portalId}/accounts/${busiest!.id}/portfolios/${line!.portfolioId}/transactions`;
const booked = performance.now();
for (let i = 0; i < extra; i++) {
  const date = new Date(firstDay + (i % days) * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(booking, {
    method: 'POST',
    headers: {
      cookie: `${cookie}; portal_csrf=${csrf}`,
      'x-csrf-token': csrf,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: line!.name, symbol: line!.symbol, type: 'Dividend', amount: '12.34', date }),
  });
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${await answer.text()}`);
}
console.log(`booked ${extra} dividends through the API in ${ms(performance.now() - booked)}`);
await measure(
  `statement of ${busiest!.n + extra} transactions since ${busiest!.first}`,
  busiest!.portalId,
  busiest!.id,
  `&fromDateString=${busiest!.first}`,
);

await app.close();
await handle.close();
