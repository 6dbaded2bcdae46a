// Quarterly packs (issue 14 item 5): on the demo seed (SCALE, default 1; embedded PGlite), the pack
// job for the last ended quarter over N clients (default 100: the seed's largest portal, a group of
// its first N accounts when it has more; all of them when it has fewer, said so), run as the job
// engine runs it with the process's one Chromium (REPORT_PAGES pages, default 2): wall time from
// queueing to the job's end, reports a second, and the peak resident memory of this process (the
// server and its PGlite) plus every Chromium process under it, sampled from /proc every 100 ms.
// Goal: 100 clients under 2 minutes. Needs the built web app (npm run build) and /usr/bin/chromium.
// Usage: npx tsx bench/quarterly-pack.ts [N]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getBrand, lastEndedQuarter } from '@portal/domain';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { migrate } from '../packages/server/src/db/migrate';
import { accounts, documents, groupMembers, groups } from '../packages/server/src/db/schema/index';
import { startJobEngine } from '../packages/server/src/jobs/job-engine';
import { createMailer } from '../packages/server/src/mail/create-mailer';
import { providerForBrand } from '../packages/server/src/providers/select-provider';
import { ChromiumPrinter } from '../packages/server/src/reports/chromium-printer';
import { PACK_QUEUE, packKey } from '../packages/server/src/reports/quarterly-pack/pack-job-data';
import { workQuarterlyPacks } from '../packages/server/src/reports/quarterly-pack/quarterly-pack-job';
import { seedDemoData } from '../packages/server/src/seed/index';
import { storageFromConfig } from '../packages/server/src/storage/index';
import { todayIso } from '../packages/server/src/providers/provider';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error('Build the web app first: npm run build');
const wanted = Number(process.argv[2] ?? 100);
const scale = Number(process.env.SCALE ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pack-'));
const handle = await openDatabase({});
await migrate(handle);
await seedDemoData(handle, { brand: 'asset-manager', dataDir, scale });
const db = handle.db;
const env = {
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_ON_START: 'false',
  RATE_LIMIT_MAX: '100000',
  WEB_DIST: webDist,
  QUARTERLY_PACK_SCHEDULE: 'off',
  CLOCK_SCHEDULE: 'off',
};
const config = loadConfig(env);
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (o: object, m: string) => console.error(m, o),
};
const jobs = await startJobEngine(handle, { logger: quiet, work: true, pollingIntervalSeconds: 0.5 });
const printer = new ChromiumPrinter({
  executablePath: config.reports.chromiumPath,
  pages: config.reports.pages,
});
const app = await buildApp({ config, database: handle, jobs, printer });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const brand = getBrand(config.brand);
await workQuarterlyPacks(jobs, {
  db,
  config,
  brand,
  provider: providerForBrand(brand, config, db),
  storage: storageFromConfig(config),
  mailer: createMailer(db, config, app.log),
  logger: quiet,
  printing: { printer, origin: url },
});

// The portal with the most active accounts; a group of N of them when it has more.
const [largest] = await db
  .select({ portalId: accounts.portalId, n: sql<number>`count(*)::int` })
  .from(accounts)
  .where(eq(accounts.active, true))
  .groupBy(accounts.portalId)
  .orderBy(desc(sql`count(*)`))
  .limit(1);
let groupId: string | undefined;
let clients = largest!.n;
if (largest!.n > wanted) {
  const [group] = await db
    .insert(groups)
    .values({ portalId: largest!.portalId, name: `Bench pack of ${wanted}` })
    .returning({ id: groups.id });
  groupId = group!.id;
  const chosen = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.portalId, largest!.portalId), eq(accounts.active, true)))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(wanted);
  await db
    .insert(groupMembers)
    .values(chosen.map((a) => ({ portalId: largest!.portalId, groupId: group!.id, accountId: a.id })));
  clients = chosen.length;
}
console.log(
  `seed scale ${scale}: largest portal has ${largest!.n} active accounts; packing ${clients}` +
    (clients < wanted ? ` (fewer than the ${wanted} asked for)` : groupId ? ' (a group of them)' : ''),
);

/**
 * Resident memory (kB) of a process and of every process under it, from /proc: RSS, and for the
 * children also PSS (Chromium's processes share much of their memory, which RSS counts in each).
 */
function treeRssKb(root: number): { self: number; children: number; childrenPss: number } {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while being read.
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  const rss = (pid: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const pss = (pid: number) => {
    try {
      return Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let children = 0;
  let childrenPss = 0;
  for (const pid of parents.keys())
    if (under(pid)) {
      children += rss(pid);
      childrenPss += pss(pid);
    }
  return { self: rss(root), children, childrenPss };
}

/** CPU seconds of every process under this one (Chromium), reaped children included, from /proc. */
function childrenCpuSeconds(root: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14-17 of stat (11-14 after the name).
      const cpu = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu });
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (const [pid, stat] of stats) {
    for (let p = stat.ppid; p > 1; p = stats.get(p)?.ppid ?? 0) {
      if (p === root) {
        total += stat.cpu;
        break;
      }
    }
    void pid;
  }
  return total / ticks;
}

const quarter = lastEndedQuarter(todayIso());
const mbOf = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
console.log(
  `before the pack (the seed ran in this process): server RSS ${mbOf(treeRssKb(process.pid).self)}`,
);
const runPack = async (label: string) => {
  let peak = { self: 0, children: 0, childrenPss: 0, total: 0, totalPss: 0 };
  const sampler = setInterval(() => {
    const now = treeRssKb(process.pid);
    if (now.self + now.children > peak.total) peak = { ...peak, ...now, total: now.self + now.children };
    peak.totalPss = Math.max(peak.totalPss, now.self + now.childrenPss);
  }, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const chromiumBefore = childrenCpuSeconds(process.pid);
  const data = {
    portalId: largest!.portalId,
    quarter: quarter.key,
    ...(groupId ? { groupId } : {}),
    requestedAt: new Date().toISOString(),
  };
  const id = await jobs.send(PACK_QUEUE, data, { singletonKey: packKey(data) });
  let state = '';
  let output: unknown = null;
  while (state !== 'completed' && state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const row = (
      await handle.pglite!.query<{ state: string; output: unknown }>(
        'select state, output from pgboss.job where id = $1',
        [id],
      )
    ).rows[0];
    state = row?.state ?? '';
    output = row?.output;
  }
  const took = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = (cpu.user + cpu.system) / 1e6;
  const chromiumCpu = childrenCpuSeconds(process.pid) - chromiumBefore;
  clearInterval(sampler);
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `${label}: ${state} in ${took.toFixed(1)} s (${(clients / took).toFixed(2)} reports/s, ${config.reports.pages} pages); ` +
      `peak RSS ${mb(peak.total)} = server ${mb(peak.self)} + Chromium ${mb(peak.children)} ` +
      `(Chromium's PSS ${mb(peak.childrenPss)}; server + Chromium by PSS ${mb(peak.totalPss)})` +
      (state === 'failed' ? ` — ${JSON.stringify(output)}` : ''),
  );
  console.log(
    `  CPU: server (with PGlite) ${serverCpu.toFixed(1)} s, Chromium ${chromiumCpu.toFixed(1)} s; ` +
      `${((serverCpu + chromiumCpu) / clients).toFixed(2)} s of CPU a report`,
  );
};
await runPack(`pack ${quarter.key}, first run (Chromium launched)`);
await runPack(`pack ${quarter.key}, re-run (every report replaced)`);

const filed = await db
  .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${documents.size}), 0)::float8` })
  .from(documents)
  .where(eq(documents.fileName, `quarterly-report-${quarter.key}.pdf`));
console.log(
  `documents of the quarter: ${filed[0]!.n} (${(filed[0]!.bytes / filed[0]!.n / 1024).toFixed(0)} KB each on average)`,
);
if (process.env.PACK_SAMPLE) {
  // One filed report's text and first two pages as PNGs, to look at.
  const [one] = await db
    .select({ key: documents.fileKey })
    .from(documents)
    .where(eq(documents.fileName, `quarterly-report-${quarter.key}.pdf`))
    .limit(1);
  const file = await storageFromConfig(config).get(one!.key);
  fs.writeFileSync(process.env.PACK_SAMPLE, file!.bytes);
  console.log(
    execFileSync('pdfinfo', [process.env.PACK_SAMPLE], { encoding: 'utf8' })
      .split('\n')
      .find((l) => l.startsWith('Pages')),
  );
}

await jobs.stop({ timeoutMs: 1000 });
await app.close();
await printer.close();
await handle.close();
