// Node CPU per request for the day-in-the-life routes (issue 19): the server (one process, no job
// worker) on an already seeded PostgreSQL database, each route asked one request at a time by a
// handful of signed-in investors, advisors and an admin, as a browser asks (Accept-Encoding: gzip,
// deflate, br). The server's CPU time (user + system, from /proc) over ROUNDS batches of REQUESTS,
// after a warm-up batch; prints the median CPU ms per request per route, which unlike wall time
// holds on a shared machine. Seed the database once, e.g.
//   createdb tp_seed10 && DATABASE_URL=…/tp_seed10 npx tsx packages/server/src/seed/cli.ts --scale 10
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tp_seed10 npx tsx bench/route-cpu.ts [route filter]
// The run signs its users in with sessions of its own and writes nothing else, unless BOOKINGS=1
// adds the advisor's booked contribution (`POST …/transactions`, as day-in-the-life books), which
// writes a transaction a request (its revaluation job queued, not worked: JOBS_WORKER is off).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../packages/e2e/src/support/portal-server';
import { askRoute, routeCpuRoutes } from './route-cpu-routes';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: a seeded PostgreSQL database');
const filter = process.argv[2] ?? '';
const rounds = Number(process.env.ROUNDS ?? 5);
const requests = Number(process.env.REQUESTS ?? 40);

const { routes } = await routeCpuRoutes(databaseUrl);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cpu-'));
const portal = await startPortal({
  brand: 'asset-manager',
  seed: false,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
    WEB_CONCURRENCY: '1',
    JOBS_WORKER: 'off',
    CLOCK_SCHEDULE: 'off',
    CLOCK_CATCH_UP: 'off',
  },
  ...(process.env.PROFILE_DIR
    ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] }
    : {}),
});
const ticks = 100; // USER_HZ on Linux
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${portal.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  console.log(
    `route-cpu: ${rounds} rounds of ${requests} requests, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const route of routes.filter((r) => filter.split('|').some((f) => r.name.includes(f)))) {
    const ask = async (i: number) => {
      const answer = await askRoute(portal.baseUrl, route, i);
      if (process.env.DUMP_DIR)
        fs.writeFileSync(path.join(process.env.DUMP_DIR, `${route.name.replace(/\W+/g, '-')}.body`), answer);
      return answer.length;
    };
    for (let i = 0; i < requests; i++) await ask(i);
    const perRequest: number[] = [];
    const walls: number[] = [];
    let bytes = 0;
    for (let round = 0; round < rounds; round++) {
      const before = cpuMs();
      const began = performance.now();
      for (let i = 0; i < requests; i++) bytes = await ask(i);
      walls.push((performance.now() - began) / requests);
      perRequest.push((cpuMs() - before) / requests);
    }
    console.log(
      `  ${route.name.padEnd(28)} CPU ${median(perRequest).toFixed(2).padStart(6)} ms/request (rounds ${perRequest.map((x) => x.toFixed(1)).join(' ')}), wall ${median(walls).toFixed(1)} ms, ${bytes} bytes`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
