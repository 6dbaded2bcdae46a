// bench/route-cpu.ts with two servers at once (issue 19): the same routes, requests and cookies,
// asked of a server built from BEFORE_TREE (a worktree of the code before a change, its
// node_modules linked) and of this tree's, batch by batch in alternating order, so a shared
// machine's changing load weighs on both alike. Prints each route's median CPU ms per request on
// each side: its threads' run time from schedstat (nanoseconds; a thread that ended is not
// counted, on either side). The database and variables are route-cpu.ts's (ROUNDS defaults to 7):
//   BEFORE_TREE=/tmp/x-before BENCH_DATABASE_URL=…/tp_seed10 npx tsx bench/route-cpu-ab.ts [a|b]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { askRoute, routeCpuRoutes } from './route-cpu-routes';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a seeded PostgreSQL database');
const filter = process.argv[2] ?? '';
const rounds = Number(process.env.ROUNDS ?? 7);
const beforeTree = process.env.BEFORE_TREE;
if (!beforeTree) throw new Error('BEFORE_TREE: a worktree of the code before the change');
const requests = Number(process.env.REQUESTS ?? 40);

const { routes, restartFresh } = await routeCpuRoutes(databaseUrl);

const env = {
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_MAX: '100000000',
  WEB_CONCURRENCY: '1',
  JOBS_WORKER: 'off',
  CLOCK_SCHEDULE: 'off',
  CLOCK_CATCH_UP: 'off',
};
const dataDirs: string[] = [];
const serve = async (start: typeof startPortal) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-ab-'));
  dataDirs.push(dataDir);
  const portal = await start({ brand: 'asset-manager', seed: false, env: { ...env, DATA_DIR: dataDir } });
  // Every thread's time on a CPU in nanoseconds (schedstat), finer than /proc/PID/stat's 10 ms ticks.
  const cpuMs = () =>
    fs.readdirSync(`/proc/${portal.pid}/task`).reduce((sum, task) => {
      try {
        return (
          sum + Number(fs.readFileSync(`/proc/${portal.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
        );
      } catch {
        return sum; // a thread that ended meanwhile
      }
    }, 0) / 1e6;
  return { portal, cpuMs };
};
const earlier = (await import(path.resolve(beforeTree, 'packages/e2e/src/support/portal-server.ts'))) as {
  startPortal: typeof startPortal;
};
const sides = [
  { name: 'before', ...(await serve(earlier.startPortal)) },
  { name: 'after', ...(await serve(startPortal)) },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
try {
  console.log(`route-cpu-ab: ${rounds} rounds of ${requests} requests a side, load average ${load()}`);
  for (const route of routes.filter((r) => filter.split('|').some((f) => r.name.includes(f)))) {
    const ask = (baseUrl: string, i: number) => askRoute(baseUrl, route, i);
    // The same requests on both sides: the `fresh` walk restarts at the batch's place for each, so
    // both ask the same accounts (uncached while (ROUNDS + 1) × REQUESTS stays within 200).
    const perRequest = new Map(sides.map((s) => [s.name, [] as number[]]));
    for (const side of sides) {
      restartFresh(0);
      for (let i = 0; i < requests; i++) await ask(side.portal.baseUrl, i);
    }
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        restartFresh((round + 1) * requests);
        const before = side.cpuMs();
        for (let i = 0; i < requests; i++) await ask(side.portal.baseUrl, i);
        perRequest.get(side.name)!.push((side.cpuMs() - before) / requests);
      }
    }
    const [b, a] = sides.map((s) => median(perRequest.get(s.name)!));
    console.log(
      `  ${route.name.padEnd(28)} before ${b!.toFixed(2).padStart(6)} after ${a!.toFixed(2).padStart(6)} ms/request (${(((a! - b!) / b!) * 100).toFixed(0)}%; rounds ${sides
        .map((s) =>
          perRequest
            .get(s.name)!
            .map((x) => x.toFixed(1))
            .join(' '),
        )
        .join(' / ')})`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  for (const side of sides) await side.portal.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
