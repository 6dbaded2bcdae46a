// Public site (issue 17): where a request to `/` spends its time, one request at a time, on the
// bench's database and content (bench/public-page.ts): the content read that PUBLIC_SITE_CACHE_MS
// saves, a page served from the guest cache, a page rendered afresh, and a constant answer
// (/robots.txt) for the floor of the server's own hooks. Prints medians of N (default 300) requests.
import { getBrand } from '@portal/domain';
import { buildApp } from '../packages/server/src/app';
import { organisations, portals, users } from '../packages/server/src/db/schema/index';
import { createTestDatabase } from '../packages/server/src/db/test-database';
import { siteContentSource } from '../packages/server/src/public-site/content-cache';
import { todayIso } from '../packages/server/src/public-site/site-service';
import { seedPublicSite } from '../packages/server/src/seed/content/public-site';
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

const db = await createTestDatabase();
try {
  const [org] = await db.db.insert(organisations).values({ name: 'Meridian Financial Partners' }).returning();
  await db.db
    .insert(portals)
    .values({ name: 'Meridian Partners Portal', organisationId: org!.id, theme: 'light' });
  await db.db
    .insert(users)
    .values({ email: 'admin@meridian.example', name: 'Admin', organisationId: org!.id, isAdmin: true });
  const brand = getBrand('partners');
  await seedPublicSite(db.db, brand, todayIso());
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
