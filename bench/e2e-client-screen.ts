// The e2e files' wait for a client's screen past the client dialogs (packages/e2e/src/support
// client-dialogs.ts, decision 135), the two ways: `rounds`, the dialogs closed in 400 ms rounds until
// three quiet ones; `queue`, the dialogs the web's own queue says the load brings, each waited for and
// closed, then the last waited out. The demo investor of a seeded asset-manager portal opens their
// portal screen (the welcome comes on each load), alternated, RUNS (default 8) each; prints the
// medians of wall time and of the CPU seconds of this process and everything under it. Needs `npm run build`.
import { launchBrowser, VIEWPORTS } from '../packages/e2e/src/support/browser';
import { dismissClientDialogs, waitForScreen } from '../packages/e2e/src/support/client-dialogs';
import { demoSignIns } from '../packages/e2e/src/support/demo-sign-ins';
import { get, post } from '../packages/e2e/src/support/page-api';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { treeCpuSeconds } from './process-cpu';

const RUNS = Number(process.env.RUNS ?? 8);
const portal = await startPortal({ brand: 'asset-manager' });
const browser = await launchBrowser();
const investor = demoSignIns(portal.output()).find((row) => row.role === 'investor')!;
const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'en-GB' });
const page = await context.newPage();
await page.goto(`${portal.baseUrl}/api/auth/session`);
const answer = await post(page, '/api/auth/sign-in', { email: investor.email, password: investor.password });
if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
const portals = await get<{ items: { id: string }[] }>(page, '/api/portals');
const url = `${portal.baseUrl}/dashboard/${portals.json.items[0]!.id}`;

async function open(way: 'rounds' | 'queue'): Promise<void> {
  await page.goto(url);
  if (way === 'queue') return waitForScreen(page);
  await page.locator('main h1').or(page.getByRole('dialog')).first().waitFor({ timeout: 30_000 });
  await dismissClientDialogs(page);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = {
  rounds: { wall: [] as number[], cpu: [] as number[] },
  queue: { wall: [] as number[], cpu: [] as number[] },
};
// The first load accepts the terms; every later one brings the welcome.
await open('rounds');
for (let run = 0; run < RUNS; run += 1) {
  for (const way of run % 2 === 0 ? (['rounds', 'queue'] as const) : (['queue', 'rounds'] as const)) {
    const cpu = treeCpuSeconds(process.pid);
    const started = performance.now();
    await open(way);
    figures[way].wall.push(performance.now() - started);
    figures[way].cpu.push((treeCpuSeconds(process.pid) - cpu) * 1000);
  }
}
for (const way of ['rounds', 'queue'] as const)
  console.log(
    `${way}: wall median ${median(figures[way].wall).toFixed(0)} ms, CPU (server, Chromium, bench) median ${median(figures[way].cpu).toFixed(0)} ms (${RUNS} runs)`,
  );
await context.close();
await browser.close();
await portal.stop();
