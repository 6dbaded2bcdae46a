// Issue 5's web figures, in Chromium on localhost at seed scale 1 (asset-manager, demo advisor):
// - gzip JavaScript loaded for the first dashboard view after sign-in (goal under 300 KB), and
//   whether any admin code came with it (it must not);
// - time from navigating to a portfolio screen's cumulative tab to its chart drawn (goal under 1 s).
//   npx tsx bench/web.ts
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { launchBrowser } from '../packages/e2e/src/support/browser';
import { demoSignIns } from '../packages/e2e/src/support/demo-sign-ins';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { signInThroughApi } from './page-sign-in';

execFileSync(process.execPath, ['scripts/web-build.mjs'], { stdio: 'inherit' });
const portal = await startPortal({ brand: 'asset-manager' });
const browser = await launchBrowser();
try {
  const advisor = demoSignIns(portal.output()).find((row) => row.role === 'advisor');
  if (!advisor) throw new Error('no demo advisor in the server output');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const signedIn = await signInThroughApi(page, portal.baseUrl, advisor);
  if (signedIn !== 200) throw new Error(`sign-in answered ${signedIn}`);

  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body).length });
  });
  await page.goto(`${portal.baseUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const admin = scripts.filter((s) => /admin/i.test(s.url));
  console.log(
    `first dashboard view (${new URL(page.url()).pathname}): ${scripts.length} files, ` +
      `${(total / 1024).toFixed(1)} KB gzip JavaScript (goal < 300 KB); admin chunks loaded: ${admin.length}`,
  );
  // FILES=1 lists them, largest first (to see what the first view pays for).
  if (process.env.FILES)
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);

  // A portfolio of the advisor's first account that has one.
  // Plain calls only inside evaluate: tsx would wrap a named inner function in a helper the page lacks.
  const target = await page.evaluate(async () => {
    const portals = (await (await fetch('/api/portals')).json()) as { items: { id: string }[] };
    for (const { id: portalId } of portals.items) {
      const accounts = (await (await fetch(`/api/portals/${portalId}/accounts?pageSize=20`)).json()) as {
        items: { id: string }[];
      };
      for (const { id: accountId } of accounts.items) {
        const list = (await (
          await fetch(`/api/portals/${portalId}/accounts/${accountId}/portfolios`)
        ).json()) as {
          items?: { id: string }[];
        };
        const portfolio = list.items?.[0];
        if (portfolio) return { portalId, accountId, portfolioId: portfolio.id };
      }
    }
    return null;
  });
  if (!target) throw new Error('no portfolio to open');
  const times: number[] = [];
  // The moment the chart's SVG enters the page, taken in the page (ms since navigation start) by a
  // MutationObserver: Playwright's own waiting polls at up to 500 ms intervals and would add that.
  await context.addInitScript(() => {
    const root = globalThis as unknown as {
      document: { querySelector(selector: string): unknown };
      MutationObserver: new (callback: () => void) => {
        observe(node: unknown, options: object): void;
        disconnect(): void;
      };
      performance: { now(): number };
      chartDrawnAt?: number;
    };
    const observer = new root.MutationObserver(() => {
      if (root.chartDrawnAt === undefined && root.document.querySelector('main [role="img"] svg')) {
        root.chartDrawnAt = root.performance.now();
        observer.disconnect();
      }
    });
    observer.observe(root.document, { childList: true, subtree: true });
  });
  for (let run = 0; run < 5; run += 1) {
    const url =
      `${portal.baseUrl}/dashboard/${target.portalId}/portfolio/${target.portfolioId}` +
      `?account=${target.accountId}&tab=cumulative&run=${run}`;
    await page.goto(url);
    await page.locator('main [role="img"] svg').first().waitFor({ timeout: 30_000 });
    const drawnAt = await page.evaluate(
      () => (globalThis as unknown as { chartDrawnAt?: number }).chartDrawnAt,
    );
    if (drawnAt === undefined) throw new Error('the chart was drawn before the observer saw it');
    times.push(Math.round(drawnAt));
  }
  times.sort((a, b) => a - b);
  console.log(
    `navigation to the portfolio screen's chart drawn: median ${times[2]} ms, ` +
      `min ${times[0]} ms, max ${times[4]} ms over 5 loads (goal < 1000 ms)`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
