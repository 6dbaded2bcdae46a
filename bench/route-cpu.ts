// Node CPU per request for the day-in-the-life routes (issue 19): the server (one process, no job
// worker) on an already seeded PostgreSQL database, each route asked one request at a time by a
// handful of signed-in investors, advisors and an admin, as a browser asks (Accept-Encoding: gzip,
// deflate, br). The server's CPU time (user + system, from /proc) over ROUNDS batches of REQUESTS,
// after a warm-up batch; prints the median CPU ms per request per route, which unlike wall time
// holds on a shared machine. Seed the database once, e.g.
//   createdb tp_seed10 && DATABASE_URL=…/tp_seed10 npx tsx packages/server/src/seed/cli.ts --scale 10
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tp_seed10 npx tsx bench/route-cpu.ts [route filter]
// The run signs its users in with sessions of its own and writes nothing else, unless BOOKINGS=1
// adds the advisor's booked contribution (`POST …/transactions`, as day-in-the-life books), which
// writes a transaction a request (its revaluation job queued, not worked: JOBS_WORKER is off).
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
const rounds = Number(process.env.ROUNDS ?? 5);
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-'));
const portal = await startPortal({
  brand: 'asset-manager',
  seed: false,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    WEB_CONCURRENCY: '1',
    JOBS_WORKER: 'off',
    CLOCK_SCHEDULE: 'off',
    CLOCK_CATCH_UP: 'off',
  },
  ...(process.env.PROFILE_DIR
    ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] }
    : {}),
});
const ticks = 100; // USER_HZ on Linux
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${portal.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};

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
try {
  console.log(
    `route-cpu: ${rounds} rounds of ${requests} requests, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const route of routes.filter((r) => filter.split('|').some((f) => r.name.includes(f)))) {
    const ask = async (i: number) => {
      const body = route.body?.(i);
      const response = await fetch(portal.baseUrl + route.url(i), {
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
      if (process.env.DUMP_DIR)
        fs.writeFileSync(path.join(process.env.DUMP_DIR, `${route.name.replace(/\W+/g, '-')}.body`), answer);
      return answer.length;
    };
    for (let i = 0; i < requests; i++) await ask(i);
    const perRequest: number[] = [];
    const walls: number[] = [];
    let bytes = 0;
    for (let round = 0; round < rounds; round++) {
      const before = cpuMs();
      const began = performance.now();
      for (let i = 0; i < requests; i++) bytes = await ask(i);
      walls.push((performance.now() - began) / requests);
      perRequest.push((cpuMs() - before) / requests);
    }
    console.log(
      `  ${route.name.padEnd(28)} CPU ${median(perRequest).toFixed(2).padStart(6)} ms/request (rounds ${perRequest.map((x) => x.toFixed(1)).join(' ')}), wall ${median(walls).toFixed(1)} ms, ${bytes} bytes`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
