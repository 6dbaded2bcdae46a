import { ConfigError, loadConfig, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobEngine } from './jobs/job-engine';
import type { ChromiumPrinter } from './reports/chromium-printer';
import { oneLine } from './startup/one-line';

/**
 * `npm run worker`: works background jobs apart from the web servers (which then run with
 * JOBS_WORKER=off). No HTTP. Needs a PostgreSQL server: the embedded PGlite database is a folder
 * one process owns, and PGlite takes no lock of its own, so a second process would open it and
 * corrupt it rather than fail. That is checked before the worker's modules load (seconds of CPU
 * under tsx), so a refused start ends at once.
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
    const [db, { migrate }, { createLogger }, handlers, engine, chromium, { closeGracefullyOnSignals }] =
      await Promise.all([
        import('./db/client'),
        import('./db/migrate'),
        import('./http/logger'),
        import('./jobs/handlers'),
        import('./jobs/job-engine'),
        import('./reports/chromium-printer'),
        import('./startup/shutdown'),
      ]);
    database = await db.openDatabase({ url: config.databaseUrl });
    await migrate(database);
    const logger = createLogger(config);
    jobs = await engine.startJobEngine(database, { logger, work: true });
    // The worker serves no web app: its Chromium loads the report route from the public address.
    printer = new chromium.ChromiumPrinter({
      executablePath: config.reports.chromiumPath,
      pages: config.reports.pages,
    });
    await handlers.registerJobHandlers(jobs, {
      database,
      config,
      logger,
      printing: { printer, origin: config.publicUrl.replace(/\/$/, '') },
    });
    closeGracefullyOnSignals({ jobs, printer, database, logger });
    process.stdout.write(`Job worker running on ${database.description}\n`);
  } catch (error) {
    // The configuration's refusals need no other module (startupFailureLine loads the database's).
    const line =
      error instanceof ConfigError
        ? oneLine(error.message)
        : (await import('./startup/failure')).startupFailureLine(error, undefined);
    process.stderr.write(`${line}\n`);
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => undefined);
    await printer?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void workerMain();
