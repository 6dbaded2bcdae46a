import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { startFromBaseline } from './db/pglite-baseline';
import { createLogger } from './http/logger';
import { registerJobHandlers } from './jobs/handlers';
import { startJobEngine, type JobEngine } from './jobs/job-engine';
import { ensureDemoData, type DemoSignIn } from './seed/index';
import type { SeedWorkers } from './seed/worker-pool';
import { describeDataSource, formatBanner } from './startup/banner';
import { getBrand } from '@portal/domain';
import { CLUSTER_INDEX_VARIABLE, runClusterPrimary } from './startup/cluster-primary';
import { startupFailureLine } from './startup/failure';
import { ensureStaticSamples } from './startup/static-samples';
import { closeGracefullyOnSignals } from './startup/shutdown';
import { persistentSigningKey } from './startup/signing-key';
import { storageFromConfig } from './storage/index';
import { ChromiumPrinter } from './reports/chromium-printer';

/**
 * The server (main.ts is the process entry): configuration, database, migrations, demo data, the job engine, HTTP, then
 * the job workers (JOBS_WORKER=on). Any failure ends the start with one line on stderr and exit
 * code 1, after releasing what was already opened.
 *
 * WEB_CONCURRENCY=N (N > 1): this process runs what happens once (the signing key, migrations, demo
 * data), then forks N server processes on the same port (startup/cluster-primary.ts), which skip
 * those steps. Only the first of them works background jobs; the others queue them.
 */
export async function serve(early: { seedWorkers?: SeedWorkers | undefined } = {}): Promise<void> {
  let config: Config | undefined;
  let database: DatabaseHandle | undefined;
  let jobs: JobEngine | undefined;
  let app: FastifyInstance | undefined;
  let printer: ChromiumPrinter | undefined;
  const seedWorkers = early.seedWorkers;
  const serverIndex = cluster.isWorker ? Number(process.env[CLUSTER_INDEX_VARIABLE] ?? 0) : undefined;
  try {
    config = loadConfig();
    if (!config.tokenSigningKeyFromEnv)
      config = { ...config, tokenSigningKey: await persistentSigningKey(config.dataDir) };
    const primary = serverIndex === undefined && config.webConcurrency > 1;
    // An empty embedded data folder starts as a copy of the install's migrated empty cluster.
    if (serverIndex === undefined && !config.databaseUrl && config.pgliteBaseline !== 'off')
      await startFromBaseline(config.pgliteDir, { root: config.pgliteBaseline });
    database = await openDatabase({
      url: config.databaseUrl,
      readUrl: config.databaseReadUrl,
      pgliteDir: config.pgliteDir,
    });
    let signIns: DemoSignIn[] = [];
    if (serverIndex === undefined) {
      await migrate(database);
      if (config.seedOnStart)
        signIns = await ensureDemoData(database, {
          brand: config.brand,
          storage: storageFromConfig(config),
          // Clients are generated on the other cores while this thread copies them in.
          workers: seedWorkers ?? config.seedWorkers,
        });
    }
    const about = {
      brand: config.brand,
      database: database.description,
      data: describeDataSource(
        config.dataProvider ?? getBrand(config.brand).dataProvider,
        config.dataApi.url,
      ),
      signIns,
      processes: config.webConcurrency,
    };
    const announce = (url: string) => process.stdout.write(formatBanner({ ...about, url }));
    if (primary) {
      await database.close();
      database = undefined;
      runClusterPrimary({ config, announce });
      return;
    }
    const logger = createLogger(config);
    // Before the app: the static provider reads these files from its first request.
    const samplesStarted = Date.now();
    const samples = await ensureStaticSamples(database.db, config);
    if (samples === 'written')
      logger.info(
        { dir: config.staticSamples.dir, ms: Date.now() - samplesStarted },
        'static samples written',
      );
    // Started before the app so routes can queue jobs; workers attach once the app listens.
    const work = config.jobsWorker && (serverIndex ?? 0) === 0;
    jobs = await startJobEngine(database, { logger, work });
    // One Chromium for the process: the report routes and the quarterly pack jobs print with it.
    printer = new ChromiumPrinter({
      executablePath: config.reports.chromiumPath,
      pages: config.reports.pages,
    });
    app = await buildApp({
      config,
      database,
      logger,
      jobs,
      printer,
      ...(serverIndex === undefined ? {} : { serverProcess: serverIndex + 1 }),
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const port = app.server.address();
    const origin = port && typeof port !== 'string' ? `http://127.0.0.1:${port.port}` : config.publicUrl;
    // Before the job handlers: a cluster's primary may ask for a shutdown as soon as this listens.
    closeGracefullyOnSignals({ app, jobs, printer, database, logger });
    await registerJobHandlers(jobs, { database, config, logger, printing: { printer, origin } });
    // PORT=0 picks a free port: only the bound address tells which. A cluster's primary says it.
    if (serverIndex === undefined) announce(config.port === 0 ? address : config.publicUrl);
  } catch (error) {
    process.stderr.write(`${startupFailureLine(error, config?.port)}\n`);
    await app?.close().catch(() => undefined);
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => undefined);
    await printer?.close().catch(() => undefined);
    await seedWorkers?.terminate().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}
