// Issue 19: where the first dashboard screen's main-thread time goes after its first paint, in Debian's
// Chromium with the CPU slowed 4x (as Lighthouse's mobile preset assumes), on a running server:
// `BASE_URL` (default http://localhost:3471), signed in as `EMAIL` / `PASSWORD` (the demo advisor).
// Per run (RUNS, default 5): FCP, the long tasks after it (tasks over 50 ms: their sum, their time
// over 50 ms as TBT counts it, the longest), and the medians. `PROFILE=file.cpuprofile` also writes the
// last run's CPU profile (open it in Chrome's DevTools) and prints the functions with the most self time.
// The thread-time figures need THROTTLE=1: Chromium's CPU throttling counts as the thread's time.
// `SIGNED_OUT=1 PAGE=/login` measures the sign-in page instead.
//   npx tsx bench/dashboard-long-tasks.ts
import fs from 'node:fs';
import { chromium, type CDPSession } from 'playwright-core';
import { signInThroughApi } from './page-sign-in';
import { chromiumPath } from '../packages/e2e/src/support/paths';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3471';
const EMAIL = process.env.EMAIL ?? 'advisor@harbourvale.example';
const PASSWORD = process.env.PASSWORD ?? 'Demo-pass-2026';
const RUNS = Number(process.env.RUNS ?? 5);
const PROFILE = process.env.PROFILE;
const PATHNAME = process.env.PAGE ?? '/';
const TRACE = process.env.TRACE;
// THROTTLE=1 for the thread-time figures alone (Lighthouse's simulation also runs unthrottled).
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const LIGHT_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

interface Figures {
  fcp: number;
  longTasks: number;
  blocking: number;
  longest: number;
  count: number;
  /** From the trace: the main thread's CPU time in tasks after FCP, and TBT as Lighthouse simulates it. */
  cpu: number;
  simulatedBlocking: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Thread time (not wall time: the shared machine's other work does not count) of the renderer main
 * thread's top-level tasks after FCP, and the blocking time Lighthouse's simulation would give them:
 * each task's time multiplied by its CPU slowdown (4), less 50 ms.
 */
function threadFigures(json: string): { cpu: number; simulatedBlocking: number } {
  const parsed = JSON.parse(json) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && mains.has(`${e.pid}:${e.tid}`));
  if (!fcp) return { cpu: 0, simulatedBlocking: 0 };
  const main = `${fcp.pid}:${fcp.tid}`;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let simulatedBlocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested
    end = task.ts + (task.dur ?? 0);
    if (end < fcp.ts) continue;
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += ms;
    simulatedBlocking += Math.max(0, ms * 4 - 50);
  }
  return { cpu, simulatedBlocking };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Self time per function (ms), largest first. */
function selfTimes(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  // SIGNED_OUT=1 PAGE=/login: the sign-in page as a visitor sees it.
  if (!process.env.SIGNED_OUT) {
    const setup = await context.newPage();
    const status = await signInThroughApi(setup, BASE_URL, { email: EMAIL, password: PASSWORD });
    if (status !== 200) throw new Error(`sign-in answered ${status}`);
    await setup.close();
  }
  // Long tasks and the first paint, as the page sees them, from the start.
  await context.addInitScript(() => {
    const root = globalThis as unknown as {
      __tasks: { start: number; duration: number }[];
      PerformanceObserver: new (
        callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
      ) => {
        observe(options: { type: string; buffered: boolean }): void;
      };
    };
    root.__tasks = [];
    new root.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        root.__tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });

  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const profiling = PROFILE && run === RUNS - 1;
    const fullTrace = TRACE && run === RUNS - 1;
    await browser.startTracing(page, { categories: fullTrace ? TRACE_CATEGORIES : LIGHT_CATEGORIES });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${BASE_URL}${PATHNAME}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // Quiet for a while after the network: the idle-time chunks and their renders.
    await page.waitForTimeout(3000);
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      fs.writeFileSync(PROFILE, JSON.stringify(profile));
      console.log('self time, ms (4x throttled), top 40:');
      for (const [name, ms] of selfTimes(profile).slice(0, 40))
        console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
    }
    const trace = (await browser.stopTracing()).toString();
    if (fullTrace) fs.writeFileSync(TRACE, trace);
    const figures = await page.evaluate(() => {
      const root = globalThis as unknown as {
        __tasks: { start: number; duration: number }[];
        performance: { getEntriesByName(name: string): { startTime: number }[] };
      };
      const fcp = root.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = root.__tasks.filter((task) => task.start + task.duration > fcp);
      return {
        fcp,
        longTasks: after.reduce((sum, task) => sum + task.duration, 0),
        blocking: after.reduce((sum, task) => sum + task.duration - 50, 0),
        longest: Math.max(0, ...after.map((task) => task.duration)),
        count: after.length,
      };
    });
    Object.assign(figures, threadFigures(trace));
    runs.push(figures as Figures);
    console.log(
      `run ${run + 1}: FCP ${figures.fcp.toFixed(0)} ms; ${figures.count} long tasks after it, ` +
        `${figures.longTasks.toFixed(0)} ms (over 50 ms: ${figures.blocking.toFixed(0)}), longest ${figures.longest.toFixed(0)} ms; ` +
        `main-thread CPU after FCP ${(figures as Figures).cpu.toFixed(0)} ms, simulated TBT (x4) ${(figures as Figures).simulatedBlocking.toFixed(0)} ms`,
    );
    await page.close();
  }
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key])).toFixed(0);
  console.log(
    `median of ${RUNS}: FCP ${pick('fcp')} ms, long tasks after FCP ${pick('longTasks')} ms ` +
      `(over 50 ms: ${pick('blocking')}), longest ${pick('longest')} ms; main-thread CPU after FCP ${pick('cpu')} ms, ` +
      `simulated TBT (x4) ${pick('simulatedBlocking')} ms`,
  );
} finally {
  await browser.close();
}
