import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { createLogger } from './http/logger';
import { registerJobHandlers } from './jobs/handlers';
import { startJobEngine, type JobEngine } from './jobs/job-engine';
import { ChromiumPrinter } from './reports/chromium-printer';
import { startupFailureLine } from './startup/failure';
import { closeGracefullyOnSignals } from './startup/shutdown';

/**
 * `npm run worker`: works background jobs apart from the web servers (which then run with
 * JOBS_WORKER=off). No HTTP. Needs a PostgreSQL server: the embedded PGlite database is a folder
 * one process owns, and PGlite takes no lock of its own, so a second process would open it and
 * corrupt it rather than fail.
 */
async function workerMain(): Promise<void> {
  let config: Config | undefined;
  let database: DatabaseHandle | undefined;
  let jobs: JobEngine | undefined;
  let printer: ChromiumPrinter | undefined;
  try {
    config = loadConfig();
    if (!config.databaseUrl) {
      throw new ConfigError(
        'npm run worker needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to the web process, which works the jobs itself (JOBS_WORKER=on)',
      );
    }
    database = await openDatabase({ url: config.databaseUrl });
    await migrate(database);
    const logger = createLogger(config);
    jobs = await startJobEngine(database, { logger, work: true });
    // The worker serves no web app: its Chromium loads the report route from the public address.
    printer = new ChromiumPrinter({
      executablePath: config.reports.chromiumPath,
      pages: config.reports.pages,
    });
    await registerJobHandlers(jobs, {
      database,
      config,
      logger,
      printing: { printer, origin: config.publicUrl.replace(/\/$/, '') },
    });
    closeGracefullyOnSignals({ jobs, printer, database, logger });
    process.stdout.write(`Job worker running on ${database.description}\n`);
  } catch (error) {
    process.stderr.write(`${startupFailureLine(error, undefined)}\n`);
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => undefined);
    await printer?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void workerMain();
