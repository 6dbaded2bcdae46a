// Public site (issue 17): where a request to `/` spends its time, one request at a time, on the
// bench's database and content (bench/public-page.ts): the content read that PUBLIC_SITE_CACHE_MS
// saves, a page served from the guest cache, a page rendered afresh, and a constant answer
// (/robots.txt) for the floor of the server's own hooks. Prints medians of N (default 300) requests.
import { buildApp } from '../packages/server/src/app';
import { partnersSiteDatabase } from './partners-site';
import { siteContentSource } from '../packages/server/src/public-site/content-cache';
import { todayIso } from '../packages/server/src/public-site/site-service';
import { testConfig } from '../packages/server/src/testing/test-server';

const N = Number(process.env.N ?? 300);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(label: string, run: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < N; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(ms).toFixed(2)} ms`);
}

const { db, brand } = await partnersSiteDatabase();
try {
  const config = { BRAND: 'partners', RATE_LIMIT_MAX: '100000000' };
  const cached = await buildApp({ config: testConfig(config), database: db, brand });
  const uncached = await buildApp({
    config: testConfig({ ...config, PUBLIC_SITE_CACHE_MS: '0' }),
    database: db,
    brand,
  });
  await time(`content read (${db.kind}, the queries a cache miss waits for)`, () =>
    siteContentSource(db.db, 0, todayIso)(),
  );
  await time('GET / from the guest page cache', () => cached.inject({ url: '/' }));
  await time('GET / read and rendered afresh (PUBLIC_SITE_CACHE_MS=0)', () => uncached.inject({ url: '/' }));
  await time('GET /robots.txt (floor: the hooks every request runs)', () =>
    cached.inject({ url: '/robots.txt' }),
  );
  await cached.close();
  await uncached.close();
} finally {
  await db.drop();
}
