// Cold start: the server entry on an empty data folder (migrations + demo seed) until /api/health is 200.
// The web app is built first if stale, as `npm start` does, but that build is not timed.
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/web-build.mjs'], { stdio: 'inherit' });
const runs = Number(process.env.RUNS ?? 3);
const brand = (process.env.BRAND ?? 'asset-manager') as 'asset-manager';
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const portal = await startPortal({ brand, seed: true });
  times.push(portal.startedInMs);
  await portal.stop();
}
times.sort((a, b) => a - b);
console.log(
  `startup (brand ${brand}, empty data folder, ${runs} runs): ` +
    `min ${(times[0]! / 1000).toFixed(2)} s, median ${(times[Math.floor(runs / 2)]! / 1000).toFixed(2)} s, ` +
    `max ${(times[runs - 1]! / 1000).toFixed(2)} s (goal < 15 s)`,
);
