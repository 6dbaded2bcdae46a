import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './http/logger';
import { registerJobHandlers } from './jobs/handlers';
import { startJobEngine, type JobEngine } from './jobs/job-engine';
import { ensureDemoData, type DemoSignIn } from './seed/index';
import { describeDataSource, formatBanner } from './startup/banner';
import { getBrand } from '@portal/domain';
import { startupFailureLine } from './startup/failure';
import { ensureStaticSamples } from './startup/static-samples';
import { closeGracefullyOnSignals } from './startup/shutdown';
import { persistentSigningKey } from './startup/signing-key';
import { storageFromConfig } from './storage/index';
import { ChromiumPrinter } from './reports/chromium-printer';

/**
 * The process entry: configuration, database, migrations, demo data, the job engine, HTTP, then
 * the job workers (JOBS_WORKER=on). Any failure ends the start with one line on stderr and exit
 * code 1, after releasing what was already opened.
 */
async function main(): Promise<void> {
  let config: Config | undefined;
  let database: DatabaseHandle | undefined;
  let jobs: JobEngine | undefined;
  let app: FastifyInstance | undefined;
  let printer: ChromiumPrinter | undefined;
  try {
    config = loadConfig();
    if (!config.tokenSigningKeyFromEnv)
      config = { ...config, tokenSigningKey: await persistentSigningKey(config.dataDir) };
    database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
    await migrate(database);
    const signIns: DemoSignIn[] = config.seedOnStart
      ? await ensureDemoData(database, { brand: config.brand, storage: storageFromConfig(config) })
      : [];
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
    jobs = await startJobEngine(database, { logger, work: config.jobsWorker });
    // One Chromium for the process: the report routes and the quarterly pack jobs print with it.
    printer = new ChromiumPrinter({
      executablePath: config.reports.chromiumPath,
      pages: config.reports.pages,
    });
    app = await buildApp({ config, database, logger, jobs, printer });
    const address = await app.listen({ port: config.port, host: config.host });
    const port = app.server.address();
    const origin = port && typeof port !== 'string' ? `http://127.0.0.1:${port.port}` : config.publicUrl;
    await registerJobHandlers(jobs, { database, config, logger, printing: { printer, origin } });
    closeGracefullyOnSignals({ app, jobs, printer, database, logger });
    // PORT=0 picks a free port: only the bound address tells which.
    const url = config.port === 0 ? address : config.publicUrl;
    const data = describeDataSource(
      config.dataProvider ?? getBrand(config.brand).dataProvider,
      config.dataApi.url,
    );
    process.stdout.write(
      formatBanner({ url, brand: config.brand, database: database.description, data, signIns }),
    );
  } catch (error) {
    process.stderr.write(`${startupFailureLine(error, config?.port)}\n`);
    await app?.close().catch(() => undefined);
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => undefined);
    await printer?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
