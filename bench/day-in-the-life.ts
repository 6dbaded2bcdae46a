// A working day against one install (issue 19 item 4): advisors and investors signed in at once,
// each doing what their day holds, in a realistic mix: investors open their account, its portfolios'
// holdings, transactions and performance, the library and messages, download a CSV now and then
// and write to their advisor; advisors search their clients, open accounts and portfolios, read and
// answer messages, and book a transaction. Seeds scale N (default 10) on a fresh PostgreSQL
// database, signs in up to ADVISORS (100) advisors and INVESTORS (2,000) investors (as many as the
// seed has), then runs CONNECTIONS (default 20) virtual users for DURATION_S (default 60), each
// picking a user and an action by weight. Prints p50/p95 per route (its pattern) and every error.
// Goal: p95 under 200 ms on every route, 0 errors.
//   npx tsx bench/day-in-the-life.ts [scale=10]
// BENCH_POSTGRES_URL overrides the server; WEB_CONCURRENCY the server's processes (default 1).
import os from 'node:os';
import pg from 'pg';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { createSession } from '../packages/server/src/auth/sessions/index';
import { SESSION_COOKIE } from '../packages/server/src/auth/sessions/session-cookie';
import { openDatabase } from '../packages/server/src/db/client';
import { treeCpuSeconds } from './process-cpu';
import { random as seededRandom } from './random';
import { withSeededPostgres } from './seeded-postgres';

const scale = Number(process.argv[2] ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION_S ?? 60);
const advisorsWanted = Number(process.env.ADVISORS ?? 100);
const investorsWanted = Number(process.env.INVESTORS ?? 2000);
const random = seededRandom(20261127);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

interface Account {
  portalId: string;
  accountId: string;
  portfolioIds: string[];
}
interface Person {
  cookie: string;
  /** An investor's own accounts; an advisor's clients' accounts. */
  accounts: Account[];
  portalId: string;
}

const started = Date.now();
await withSeededPostgres('bench_day', scale, async ({ url: databaseUrl, dataDir }) => {
  console.log(`seed scale ${scale}: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: books } = await db.query<{
    account_id: string;
    portal_id: string;
    client: string | null;
    owner: string | null;
    portfolios: string[];
  }>(
    `select a.id as account_id, a.portal_id, a.client_user_id as client,
            (select o.user_id from account_owners o where o.account_id = a.id limit 1) as owner,
            array(select p.id from portfolios p where p.account_id = a.id and p.active order by p.id) as portfolios
       from accounts a where a.active order by a.id`,
  );
  await db.end();
  const withPortfolios = books.filter((b) => b.portfolios.length > 0);
  const byUser = (key: 'client' | 'owner') => {
    const map = new Map<string, Account[]>();
    for (const b of withPortfolios) {
      const user = b[key];
      if (!user) continue;
      map.set(user, [
        ...(map.get(user) ?? []),
        { portalId: b.portal_id, accountId: b.account_id, portfolioIds: b.portfolios },
      ]);
    }
    return [...map.entries()];
  };
  const handle = await openDatabase({ url: databaseUrl });
  const signIn = async ([userId, accounts]: [string, Account[]]): Promise<Person> => {
    const { token } = await createSession(handle.db, {
      userId,
      mfaValidated: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    return {
      cookie: `${SESSION_COOKIE}=${token}; portal_csrf=bench`,
      accounts,
      portalId: accounts[0]!.portalId,
    };
  };
  const investors = await Promise.all(byUser('client').slice(0, investorsWanted).map(signIn));
  const advisors = await Promise.all(byUser('owner').slice(0, advisorsWanted).map(signIn));
  await handle.close();
  console.log(`${advisors.length} advisors and ${investors.length} investors signed in`);

  const portal = await startPortal({
    brand: 'asset-manager',
    seed: false,
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000000',
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
      CLOCK_SCHEDULE: 'off',
      CLOCK_CATCH_UP: 'off',
    },
  });
  const base = portal.baseUrl;
  const timings = new Map<string, number[]>();
  const errors: string[] = [];

  /** One request: its time under its route pattern, a non-2xx as an error with what answered. */
  async function call(route: string, url: string, person: Person, body?: unknown): Promise<unknown> {
    const begin = performance.now();
    const response = await fetch(base + url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie: person.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': 'bench' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    timings.set(route, [...(timings.get(route) ?? []), performance.now() - begin]);
    if (!response.ok) errors.push(`${route}: ${response.status} ${text.slice(0, 160)}`);
    return response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : null;
  }

  const accountPath = (a: Account) => `/api/portals/${a.portalId}/accounts/${a.accountId}`;
  const portfolioPath = (a: Account) => `${accountPath(a)}/portfolios/${pick(a.portfolioIds)}`;
  const P = '/api/portals/:portal';
  const A = `${P}/accounts/:account`;
  const F = `${A}/portfolios/:portfolio`;

  /** What a user does, with how often (weights add up within each role). */
  const investorDay: [number, (u: Person) => Promise<unknown>][] = [
    [25, (u) => call(`GET ${A}/overview`, `${accountPath(pick(u.accounts))}/overview`, u)],
    [15, (u) => call(`GET ${F}/holdings`, `${portfolioPath(pick(u.accounts))}/holdings`, u)],
    [10, (u) => call(`GET ${F}/transactions`, `${portfolioPath(pick(u.accounts))}/transactions`, u)],
    [10, (u) => call(`GET ${F}/performance`, `${portfolioPath(pick(u.accounts))}/performance`, u)],
    [5, (u) => call(`GET ${F}/breakdowns`, `${portfolioPath(pick(u.accounts))}/breakdowns`, u)],
    [8, (u) => call(`GET ${P}/library/documents`, `/api/portals/${u.portalId}/library/documents`, u)],
    [10, (u) => call(`GET ${P}/messages`, `/api/portals/${u.portalId}/messages?tab=latest`, u)],
    [
      10,
      (u) => call(`GET ${P}/messages/unread-count`, `/api/portals/${u.portalId}/messages/unread-count`, u),
    ],
    [3, (u) => call(`GET ${F}/transactions.csv`, `${portfolioPath(pick(u.accounts))}/transactions.csv`, u)],
    [
      2,
      async (u) => {
        const recipients = (await call(
          `GET ${P}/messages/recipients`,
          `/api/portals/${u.portalId}/messages/recipients`,
          u,
        )) as { advisors?: { id: string }[] } | null;
        const advisor = recipients?.advisors?.[0]?.id;
        if (advisor)
          await call(`POST ${P}/messages`, `/api/portals/${u.portalId}/messages`, u, {
            subject: 'A question about my ISA',
            recipient: [{ kind: 'user', id: advisor }],
            body: '<p>Could we talk about my allowance this year?</p>',
          });
      },
    ],
  ];
  const advisorDay: [number, (u: Person) => Promise<unknown>][] = [
    [15, (u) => call(`GET ${P}/accounts`, `/api/portals/${u.portalId}/accounts?page=1&pageSize=25`, u)],
    [
      10,
      (u) =>
        call(
          `GET ${P}/accounts?search`,
          `/api/portals/${u.portalId}/accounts?search=${pick(['an', 'son', 'mar', 'li'])}`,
          u,
        ),
    ],
    [20, (u) => call(`GET ${A}/overview`, `${accountPath(pick(u.accounts))}/overview`, u)],
    [10, (u) => call(`GET ${F}/holdings`, `${portfolioPath(pick(u.accounts))}/holdings`, u)],
    [10, (u) => call(`GET ${F}/transactions`, `${portfolioPath(pick(u.accounts))}/transactions`, u)],
    [5, (u) => call(`GET ${F}/performance`, `${portfolioPath(pick(u.accounts))}/performance`, u)],
    [10, (u) => call(`GET ${P}/messages`, `/api/portals/${u.portalId}/messages?tab=latest`, u)],
    [5, (u) => call(`GET ${P}/library/documents`, `/api/portals/${u.portalId}/library/documents`, u)],
    [3, (u) => call(`GET ${F}/holdings.csv`, `${portfolioPath(pick(u.accounts))}/holdings.csv`, u)],
    [
      2,
      (u) => {
        const account = pick(u.accounts);
        return call(`POST ${F}/transactions`, `${portfolioPath(account)}/transactions`, u, {
          name: 'Cash',
          symbol: 'CASH',
          type: 'Contribution',
          amount: '250.00',
        });
      },
    ],
  ];
  const choose = (day: typeof investorDay) => {
    const total = day.reduce((sum, [weight]) => sum + weight, 0);
    let at = random() * total;
    for (const [weight, action] of day) if ((at -= weight) < 0) return action;
    return day[0]![1];
  };

  /** CPU ms of the server's processes (a cluster's primary and its workers), from /proc. */
  const serverCpuMs = () => treeCpuSeconds(portal.pid) * 1000;
  const cpuBefore = serverCpuMs();
  const loadBefore = os.loadavg()[0]!;

  // Investors outnumber advisors 20 to 1, but an advisor works all day: a third of the actions.
  const ends = Date.now() + duration * 1000;
  let actions = 0;
  const virtualUser = async () => {
    while (Date.now() < ends) {
      const advisor = advisors.length > 0 && random() < 1 / 3;
      const person = advisor ? pick(advisors) : pick(investors);
      await choose(advisor ? advisorDay : investorDay)(person).catch((error: Error) =>
        errors.push(String(error)),
      );
      actions++;
    }
  };
  await Promise.all(Array.from({ length: connections }, virtualUser));
  const cpu = serverCpuMs() - cpuBefore;
  const requests = [...timings.values()].reduce((sum, times) => sum + times.length, 0);
  await portal.stop();

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  console.log(
    `${actions} actions by ${connections} virtual users in ${duration} s (WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 1}):`,
  );
  for (const [route, times] of [...timings.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    times.sort((a, b) => a - b);
    console.log(
      `  ${route.padEnd(72)} ${String(times.length).padStart(6)}  p50 ${pct(times, 50).toFixed(0).padStart(5)} ms  p95 ${pct(times, 95).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(
    `server CPU ${(cpu / 1000).toFixed(1)} s over ${requests} requests: ${(cpu / requests).toFixed(2)} ms a request; load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(`errors: ${errors.length}`);
  for (const error of [...new Set(errors)].slice(0, 20)) console.log(`  ${error}`);
});
