// The e2e files' sign-in helper (packages/e2e/src/support/screens.ts signInAs), the two ways it has
// been done (decision 128): `app`, a first visit to `/?lng=` that loads the web app, then the sign-in
// through the API; `api`, the same sign-in from the JSON page `/api/auth/session`, the language stored
// as the app stores `?lng=`. Each is a fresh browser context signed in as the demo advisor, alternated,
// RUNS (default 10) each on a seeded asset-manager portal; prints the medians of wall time and the
// CPU seconds of this process and everything under it (the server, Chromium) per sign-in. Needs `npm run build`.
import { launchBrowser, VIEWPORTS } from '../packages/e2e/src/support/browser';
import { demoSignIns } from '../packages/e2e/src/support/demo-sign-ins';
import { post } from '../packages/e2e/src/support/page-api';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { treeCpuSeconds } from './process-cpu';

const RUNS = Number(process.env.RUNS ?? 10);
const portal = await startPortal({ brand: 'asset-manager' });
const browser = await launchBrowser();
const advisor = demoSignIns(portal.output()).find((row) => row.role === 'advisor')!;

async function signIn(way: 'app' | 'api'): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'en-GB' });
  const page = await context.newPage();
  if (way === 'app') await page.goto(`${portal.baseUrl}/?lng=en`);
  else {
    await page.goto(`${portal.baseUrl}/api/auth/session`);
    await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('portal.language', 'en'),
    );
  }
  const answer = await post(page, '/api/auth/sign-in', { email: advisor.email, password: advisor.password });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  await context.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = {
  app: { wall: [] as number[], cpu: [] as number[] },
  api: { wall: [] as number[], cpu: [] as number[] },
};
await signIn('app');
await signIn('api');
for (let run = 0; run < RUNS; run += 1) {
  for (const way of run % 2 === 0 ? (['app', 'api'] as const) : (['api', 'app'] as const)) {
    const cpu = treeCpuSeconds(process.pid);
    const started = performance.now();
    await signIn(way);
    figures[way].wall.push(performance.now() - started);
    figures[way].cpu.push((treeCpuSeconds(process.pid) - cpu) * 1000);
  }
}
for (const way of ['app', 'api'] as const)
  console.log(
    `${way}: wall median ${median(figures[way].wall).toFixed(0)} ms, CPU (server, Chromium, bench) median ${median(figures[way].cpu).toFixed(0)} ms (${RUNS} runs)`,
  );
await browser.close();
await portal.stop();
