// The requests of bench/route-cpu.ts and bench/route-cpu-ab.ts (issue 19): signed-in investors,
// advisors and an admin of a seeded database (sessions of their own), and the day-in-the-life
// routes they ask, each as a URL and a cookie for request number i.
import pg from 'pg';
import { createSession } from '../packages/server/src/auth/sessions/index';
import { SESSION_COOKIE } from '../packages/server/src/auth/sessions/session-cookie';
import { openDatabase } from '../packages/server/src/db/client';

export interface Route {
  name: string;
  url: (i: number) => string;
  cookie: (i: number) => string;
  /** A POST's JSON body; a GET without. */
  body?: (i: number) => unknown;
}

/**
 * The routes over `databaseUrl`'s people; `restartFresh(n)` puts the walk over all 200 accounts
 * (the uncached account page) at its n-th account.
 */
export async function routeCpuRoutes(
  databaseUrl: string,
): Promise<{ routes: Route[]; restartFresh: (n: number) => void }> {
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
    books.map(async (b) => ({
      book: b,
      investor: await cookieOf(b.client),
      advisor: await cookieOf(b.owner),
    })),
  );
  const adminCookie = admin ? await cookieOf(admin.id) : null;
  await handle.close();

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
  return { routes, restartFresh: (n) => (freshCount = n) };
}

/** Asks `route`'s request number i of the server at `baseUrl` as a browser would (br/gzip accepted). */
export async function askRoute(baseUrl: string, route: Route, i: number): Promise<Buffer> {
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
  if (!response.ok) throw new Error(`${route.name}: ${response.status} ${answer.toString().slice(0, 200)}`);
  return answer;
}
