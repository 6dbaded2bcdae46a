// Public site (issue 17): the partners landing page `/` served as HTML, CONNECTIONS (default 50)
// concurrent guests with autocannon for DURATION_S (default 10) seconds, on the embedded database
// `npm start` uses (PGlite; DATABASE_URL for a PostgreSQL server), with the demo site's content
// written through the admin store (seed/content/public-site.ts). Prints p50/p95/p99 and the gzip
// size of the JavaScript and CSS the page loads, and the largest contentful paint in Chromium at 390
// and 1440 px (a fresh context each: nothing cached). Goals: p95 under 50 ms; JavaScript under 100 KB
// gzip; largest contentful paint on localhost under 1 s.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchBrowser } from '../packages/e2e/src/support/browser';
import { buildApp } from '../packages/server/src/app';
import { partnersSiteDatabase } from './partners-site';
import { testConfig } from '../packages/server/src/testing/test-server';

const DURATION_S = Number(process.env.DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PATH = process.env.PAGE ?? '/';

const { db, brand } = await partnersSiteDatabase();
try {
  const app = await buildApp({
    config: testConfig({ BRAND: 'partners', RATE_LIMIT_MAX: '100000000' }),
    database: db,
    brand,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const page = await fetch(`${base}${PATH}`);
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/site-assets\/[^"]+)"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())).length;
    if (asset.endsWith('.js')) js += bytes;
    else css += bytes;
  }
  console.log(
    `public-page ${PATH}: ${page.status}, HTML ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip; ` +
      `JavaScript ${(js / 1024).toFixed(2)} KB gzip, CSS ${(css / 1024).toFixed(2)} KB gzip (goal: JavaScript < 100 KB)`,
  );

  // The browser's own figure: the last largest-contentful-paint entry once the page has loaded.
  const browser = await launchBrowser();
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport });
      const tab = await context.newPage();
      await tab.goto(`${base}${PATH}`, { waitUntil: 'load' });
      // A string, not a function: tsx would wrap a function in a helper the page does not have.
      const lcp = (await tab.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`)) as number;
      console.log(
        `public-page ${PATH} at ${viewport.width} px: largest contentful paint ${lcp.toFixed(0)} ms (goal < 1,000 ms)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const latencies: number[] = [];
  const instance = autocannon({ url: `${base}${PATH}`, connections: CONNECTIONS, duration: DURATION_S });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `public-page ${PATH}, ${CONNECTIONS} connections, ${db.kind}: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ${result.non2xx} non-2xx (goal: p95 < 50 ms)`,
  );
  await app.close();
} finally {
  await db.drop();
}
