// Lighthouse (issue 19), mobile preset with its default simulated throttling, in Debian's Chromium on
// the built web app (`npm run build`) and the server on the embedded database (PGlite, demo seed):
// - `/login` of the asset-manager brand;
// - the first dashboard screen after signing in as the demo advisor (the session cookie goes in
//   Lighthouse's extra headers);
// - the partners brand's public site: the pages its sitemap lists (at most PUBLIC_PAGES, default 6).
// Per page: performance, accessibility, best practices, SEO, FCP, LCP, TBT, CLS, transferred KiB and
// unused JavaScript KiB, the median run by performance of RUNS (default 3) runs, and the audits that
// failed in accessibility and SEO. Goals: performance ≥ 95 on /login and the dashboard, SEO ≥ 95 on
// the public pages, accessibility not below 100.
//
// Lighthouse is not a dependency (it is large): it runs as `npx -y lighthouse@12.8.2` (12, not 13:
// 13 needs Node ≥ 22.19). `SKIP_BUILD=1` uses the built web as it is.
//   npx tsx bench/lighthouse.ts
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../packages/e2e/src/support/paths';
import { demoSignIns } from '../packages/e2e/src/support/demo-sign-ins';
import { startPortal, type RunningPortal } from '../packages/e2e/src/support/portal-server';
import { buildApp } from '../packages/server/src/app';
import { testConfig } from '../packages/server/src/testing/test-server';
import { partnersSiteDatabase } from './partners-site';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.RUNS ?? 3);
const PUBLIC_PAGES = Number(process.env.PUBLIC_PAGES ?? 6);
// PART=app (sign-in page and dashboard) or PART=site (the public site) runs one half.
const PART = process.env.PART;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { overallSavingsBytes?: number };
}
interface Report {
  finalDisplayedUrl: string;
  /** Lighthouse's measure of this machine's speed; its 4x CPU slowdown assumes a fast desktop's. */
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}
interface Row {
  name: string;
  report: Report;
}

if (!process.env.SKIP_BUILD) execFileSync(process.execPath, ['scripts/web-build.mjs'], { stdio: 'inherit' });

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));

const run = promisify(execFile);
// REPORTS_DIR keeps every run's JSON report (open one at https://googlechrome.github.io/lighthouse/viewer/).
const reportsDir = process.env.REPORTS_DIR ? path.resolve(process.env.REPORTS_DIR) : undefined;
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
let runs = 0;

/** One Lighthouse run of `url`; `headers` go with every request the page makes. */
async function lighthouse(url: string, headers?: Record<string, string>): Promise<Report> {
  runs += 1;
  const output = path.join(
    reportsDir ?? workDir,
    `${runs}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`,
  );
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  // Asynchronous: the public site's server answers from this process meanwhile.
  await run('npx', args, {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    cwd: workDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  return report;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

/** The run whose performance score is the median of RUNS. */
async function medianRun(url: string, headers?: Record<string, string>): Promise<Report> {
  const reports: Report[] = [];
  for (let count = 0; count < RUNS; count += 1) reports.push(await lighthouse(url, headers));
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  if (RUNS > 1)
    console.log(`  ${url}: performance ${reports.map((r) => score(r, 'performance')).join(', ')}`);
  return reports[Math.floor(reports.length / 2)]!;
}

function print(rows: Row[]): void {
  const kib = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(0);
  const ms = (audit: Audit | undefined) => `${((audit?.numericValue ?? 0) / 1000).toFixed(1)} s`;
  console.log(
    '\npage                       perf  a11y  best  seo   FCP     LCP     TBT     CLS    KiB   unused JS KiB  machine',
  );
  for (const { name, report } of rows) {
    const a = report.audits;
    console.log(
      [
        name.padEnd(26),
        String(score(report, 'performance')).padStart(4),
        String(score(report, 'accessibility')).padStart(5),
        String(score(report, 'best-practices')).padStart(5),
        String(score(report, 'seo')).padStart(4),
        ms(a['first-contentful-paint']).padStart(7),
        ms(a['largest-contentful-paint']).padStart(7),
        `${Math.round(a['total-blocking-time']?.numericValue ?? 0)} ms`.padStart(7),
        (a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(7),
        kib(a['total-byte-weight']?.numericValue).padStart(6),
        kib(a['unused-javascript']?.details?.overallSavingsBytes).padStart(8),
        // Simulated throttling slows this machine's CPU 4x: on a loaded one every time inflates.
        `   ${Math.round(report.environment.benchmarkIndex)}`,
      ].join(' '),
    );
  }
  // What kept a page below 100 where the goal is a score, not a time.
  for (const { name, report } of rows)
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const failed = report.categories[category]!.auditRefs.filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1,
      );
      for (const ref of failed)
        console.log(`  ${name} ${category}: ${ref.id} (${report.audits[ref.id]!.title})`);
    }
}

/** The session cookies of the demo advisor, signed in through the API as the sign-in page does. */
async function advisorCookies(portal: RunningPortal): Promise<string> {
  const advisor = demoSignIns(portal.output()).find((row) => row.role === 'advisor');
  if (!advisor) throw new Error('no demo advisor in the server output');
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  keep(await fetch(`${portal.baseUrl}/api/auth/session`));
  const response = await fetch(`${portal.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-csrf-token': jar.get('portal_csrf') ?? '',
    },
    body: JSON.stringify({ email: advisor.email, password: advisor.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  keep(response);
  return header();
}

const rows: Row[] = [];
try {
  if (PART !== 'site') {
    // The demo seed takes minutes on a loaded machine.
    const app = await startPortal({ brand: 'asset-manager', timeoutMs: 900_000 });
    try {
      rows.push({ name: 'asset-manager /login', report: await medianRun(`${app.baseUrl}/login`) });
      const cookie = await advisorCookies(app);
      const report = await medianRun(`${app.baseUrl}/`, { Cookie: cookie });
      rows.push({ name: `dashboard ${new URL(report.finalDisplayedUrl).pathname}`.slice(0, 26), report });
    } finally {
      await app.stop();
    }
  }

  // The public site as bench/public-page.ts serves it: the demo site's content alone, no demo seed.
  if (PART !== 'app') {
    const { db, brand } = await partnersSiteDatabase();
    try {
      const site = await buildApp({ config: testConfig({ BRAND: 'partners' }), database: db, brand });
      const base = await site.listen({ port: 0, host: '127.0.0.1' });
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      for (const pathname of paths.slice(0, PUBLIC_PAGES))
        rows.push({ name: `partners ${pathname}`, report: await medianRun(`${base}${pathname}`) });
      await site.close();
    } finally {
      await db.drop();
    }
  }
} finally {
  print(rows);
  fs.rmSync(workDir, { recursive: true, force: true });
}
