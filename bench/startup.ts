// Cold start: the server entry on an empty data folder (migrations + demo seed) until /api/health is 200.
// The web app and the server (decision 129) are built first if stale, as `npm start` does; those builds are not timed.
// The embedded cluster's image (decision 97) goes to a fresh folder of its own: the first run builds
// it (an install's first start), the next RUNS runs start from it (every later empty data folder).
// WITHOUT_IMAGE=1 also times RUNS starts with PGLITE_BASELINE=off (initdb and migrations each time).
// Beside the wall time, the server process's CPU time until that first 200 (from /proc; the
// machine is shared, so CPU time compares better than wall time between runs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { cpuSeconds } from './process-cpu';

execFileSync(process.execPath, ['scripts/web-build.mjs'], { stdio: 'inherit' });
const runs = Number(process.env.RUNS ?? 3);
const brand = (process.env.BRAND ?? 'asset-manager') as 'asset-manager';

interface Run {
  wall: number;
  cpu: number;
  load: string;
}

async function start(baseline: string): Promise<Run> {
  const portal = await startPortal({
    brand,
    seed: true,
    env: { PGLITE_BASELINE: baseline },
    timeoutMs: 600_000,
  });
  const run = {
    wall: portal.startedInMs / 1000,
    cpu: cpuSeconds(portal.pid),
    load: os.loadavg()[0]!.toFixed(1),
  };
  await portal.stop();
  return run;
}

function summary(label: string, list: Run[]): string {
  const by = (key: 'wall' | 'cpu') => {
    const sorted = list.map((run) => run[key]).sort((a, b) => a - b);
    return `min ${sorted[0]!.toFixed(2)} s, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s, max ${sorted[sorted.length - 1]!.toFixed(2)} s`;
  };
  return (
    `${label} (${list.length} runs): wall ${by('wall')}; CPU ${by('cpu')}; ` +
    `load average ${list.map((run) => run.load).join(', ')}`
  );
}

const images = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-baseline-'));
try {
  const first = await start(images);
  const later: Run[] = [];
  for (let i = 0; i < runs; i++) later.push(await start(images));
  const without: Run[] = [];
  if (process.env.WITHOUT_IMAGE) for (let i = 0; i < runs; i++) without.push(await start('off'));
  console.log(`startup, brand ${brand}, empty data folder (goal < 15 s):`);
  console.log(`  ${summary("an install's first start (builds the cluster image)", [first])}`);
  console.log(`  ${summary('from the cluster image', later)}`);
  if (without.length > 0) console.log(`  ${summary('without an image (PGLITE_BASELINE=off)', without)}`);
} finally {
  fs.rmSync(images, { recursive: true, force: true });
}
