// bench/route-cpu.ts with two servers at once (issue 19): the same routes, requests and cookies,
// asked of a server built from BEFORE_TREE (a worktree of the code before a change, its
// node_modules linked) and of this tree's, batch by batch in alternating order, so a shared
// machine's changing load weighs on both alike. Prints each route's median CPU ms per request on
// each side: its threads' run time from schedstat (nanoseconds; a thread that ended is not
// counted, on either side). The database and variables are route-cpu.ts's (ROUNDS defaults to 7):
//   BEFORE_TREE=/tmp/x-before BENCH_DATABASE_URL=…/tp_seed10 npx tsx bench/route-cpu-ab.ts [a|b]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { createSession } from '../packages/server/src/auth/sessions/index';
import { SESSION_COOKIE } from '../packages/server/src/auth/sessions/session-cookie';
import { openDatabase } from '../packages/server/src/db/client';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a seeded PostgreSQL database');
const filter = process.argv[2] ?? '';
const rounds = Number(process.env.ROUNDS ?? 7);
const beforeTree = process.env.BEFORE_TREE;
if (!beforeTree) throw new Error('BEFORE_TREE: a worktree of the code before the change');
const requests = Number(process.env.REQUESTS ?? 40);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: books } = await db.query<{
  account_id: string;
  portal_id: string;
  client: string;
  owner: string;
  portfolios: string[];
}>(
  `select a.id as account_id, a.portal_id, a.client_user_id as client,
          (select o.user_id from account_owners o where o.account_id = a.id limit 1) as owner,
          array(select p.id from portfolios p where p.account_id = a.id and p.active order by p.id) as portfolios
     from accounts a
    where a.active and a.client_user_id is not null
      and exists (select 1 from account_owners o where o.account_id = a.id)
      and (select count(*) from portfolios p where p.account_id = a.id and p.active) between 2 and 4
    order by a.id limit 200`,
);
const {
  rows: [admin],
} = await db.query<{ id: string }>(
  `select u.id from users u where u.is_admin and u.active order by u.id limit 1`,
);
await db.end();
if (books.length === 0) throw new Error('no account with an investor, an advisor and 2-4 portfolios');

const handle = await openDatabase({ url: databaseUrl });
const cookieOf = async (userId: string) => {
  const { token } = await createSession(handle.db, {
    userId,
    mfaValidated: true,
    ip: '127.0.0.1',
    userAgent: 'route-cpu bench',
  });
  return `${SESSION_COOKIE}=${token}; portal_csrf=bench`;
};
const people = await Promise.all(
  books.map(async (b) => ({ book: b, investor: await cookieOf(b.client), advisor: await cookieOf(b.owner) })),
);
const adminCookie = admin ? await cookieOf(admin.id) : null;
await handle.close();

const env = {
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_MAX: '100000000',
  WEB_CONCURRENCY: '1',
  JOBS_WORKER: 'off',
  CLOCK_SCHEDULE: 'off',
  CLOCK_CATCH_UP: 'off',
};
const dataDirs: string[] = [];
const serve = async (start: typeof startPortal) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-ab-'));
  dataDirs.push(dataDir);
  const portal = await start({ brand: 'asset-manager', seed: false, env: { ...env, DATA_DIR: dataDir } });
  // Every thread's time on a CPU in nanoseconds (schedstat), finer than /proc/PID/stat's 10 ms ticks.
  const cpuMs = () =>
    fs
      .readdirSync(`/proc/${portal.pid}/task`)
      .reduce((sum, task) => {
        try {
          return sum + Number(fs.readFileSync(`/proc/${portal.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
        } catch {
          return sum; // a thread that ended meanwhile
        }
      }, 0) / 1e6;
  return { portal, cpuMs };
};
const earlier = (await import(path.resolve(beforeTree, 'packages/e2e/src/support/portal-server.ts'))) as {
  startPortal: typeof startPortal;
};
const sides = [
  { name: 'before', ...(await serve(earlier.startPortal)) },
  { name: 'after', ...(await serve(startPortal)) },
];

interface Route {
  name: string;
  url: (i: number) => string;
  cookie: (i: number) => string;
  /** A POST's JSON body; a GET without. */
  body?: (i: number) => unknown;
}
/** Most routes ask about 8 accounts in turn (their caches warm); `fresh` walks all 200. */
const book = (i: number) => people[i % Math.min(8, people.length)]!;
let freshCount = 0;
const fresh = () => people[freshCount++ % people.length]!;
const acc = (i: number) => `/api/portals/${book(i).book.portal_id}/accounts/${book(i).book.account_id}`;
const pf = (i: number) => {
  const ids = book(i).book.portfolios;
  return `${acc(i)}/portfolios/${ids[Math.floor(i / people.length) % ids.length]}`;
};
const investor = (i: number) => book(i).investor;
const advisor = (i: number) => book(i).advisor;
const portalOf = (i: number) => `/api/portals/${book(i).book.portal_id}`;
const routes: Route[] = [
  { name: 'overview (investor)', url: (i) => `${acc(i)}/overview`, cookie: investor },
  {
    name: 'overview (200 accounts)',
    url: () => {
      const b = fresh().book;
      return `/api/portals/${b.portal_id}/accounts/${b.account_id}/overview`;
    },
    cookie: () => people[(freshCount - 1) % people.length]!.investor,
  },
  { name: 'holdings', url: (i) => `${pf(i)}/holdings`, cookie: investor },
  { name: 'transactions', url: (i) => `${pf(i)}/transactions`, cookie: investor },
  { name: 'performance', url: (i) => `${pf(i)}/performance`, cookie: investor },
  { name: 'breakdowns', url: (i) => `${pf(i)}/breakdowns`, cookie: investor },
  { name: 'transactions.csv', url: (i) => `${pf(i)}/transactions.csv`, cookie: investor },
  { name: 'holdings.csv (advisor)', url: (i) => `${pf(i)}/holdings.csv`, cookie: advisor },
  { name: 'library documents', url: (i) => `${portalOf(i)}/library/documents`, cookie: investor },
  { name: 'messages latest', url: (i) => `${portalOf(i)}/messages?tab=latest`, cookie: investor },
  { name: 'messages unread-count', url: (i) => `${portalOf(i)}/messages/unread-count`, cookie: investor },
  { name: 'messages recipients', url: (i) => `${portalOf(i)}/messages/recipients`, cookie: investor },
  {
    name: 'accounts page (advisor)',
    url: (i) => `${portalOf(i)}/accounts?page=1&pageSize=25`,
    cookie: advisor,
  },
  {
    name: 'accounts search (advisor)',
    url: (i) => `${portalOf(i)}/accounts?search=${['an', 'son', 'mar', 'li'][i % 4]}`,
    cookie: advisor,
  },
  ...(adminCookie
    ? [
        {
          name: 'admin grid search',
          url: (i: number) => `/api/admin/accounts?search=${['smi', 'an', 'son', 'mar'][i % 4]}`,
          cookie: () => adminCookie,
        },
        { name: 'admin grid page 1', url: () => '/api/admin/accounts', cookie: () => adminCookie },
      ]
    : []),
  ...(process.env.BOOKINGS === '1'
    ? [
        {
          name: 'booking (advisor)',
          url: (i: number) => `${pf(i)}/transactions`,
          cookie: advisor,
          body: () => ({ name: 'Cash', symbol: 'CASH', type: 'Contribution', amount: '250.00' }),
        },
      ]
    : []),
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
try {
  console.log(`route-cpu-ab: ${rounds} rounds of ${requests} requests a side, load average ${load()}`);
  for (const route of routes.filter((r) => filter.split('|').some((f) => r.name.includes(f)))) {
    const ask = async (baseUrl: string, i: number) => {
      const body = route.body?.(i);
      const response = await fetch(baseUrl + route.url(i), {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          cookie: route.cookie(i),
          'accept-encoding': 'gzip, deflate, br',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': 'bench' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = Buffer.from(await response.arrayBuffer());
      if (!response.ok)
        throw new Error(`${route.name}: ${response.status} ${answer.toString().slice(0, 200)}`);
    };
    // The same requests on both sides: the `fresh` walk restarts at the batch's place for each, so
    // both ask the same accounts (uncached while (ROUNDS + 1) × REQUESTS stays within 200).
    const perRequest = new Map(sides.map((s) => [s.name, [] as number[]]));
    for (const side of sides) {
      freshCount = 0;
      for (let i = 0; i < requests; i++) await ask(side.portal.baseUrl, i);
    }
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        freshCount = (round + 1) * requests;
        const before = side.cpuMs();
        for (let i = 0; i < requests; i++) await ask(side.portal.baseUrl, i);
        perRequest.get(side.name)!.push((side.cpuMs() - before) / requests);
      }
    }
    const [b, a] = sides.map((s) => median(perRequest.get(s.name)!));
    console.log(
      `  ${route.name.padEnd(28)} before ${b!.toFixed(2).padStart(6)} after ${a!.toFixed(2).padStart(6)} ms/request (${(((a! - b!) / b!) * 100).toFixed(0)}%; rounds ${sides.map((s) => perRequest.get(s.name)!.map((x) => x.toFixed(1)).join(' ')).join(' / ')})`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  for (const side of sides) await side.portal.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
