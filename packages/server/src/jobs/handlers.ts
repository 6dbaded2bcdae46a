import type { FastifyBaseLogger } from 'fastify';
import { getBrand } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { workClock } from '../clock/clock-jobs';
import { createMailer } from '../mail/create-mailer';
import { workMessageFiling } from '../messages/file-message';
import { workMessageNotifications } from '../messages/message-notify';
import { providerForBrand } from '../providers/select-provider';
import type { ChromiumPrinter } from '../reports/chromium-printer';
import { workQuarterlyPacks } from '../reports/quarterly-pack/quarterly-pack-job';
import { createOutboxSmsProvider } from '../sms/outbox-sms-provider';
import { storageFromConfig } from '../storage/index';
import { workTracker } from '../tracking/tracker-jobs';
import { workUpkeep } from '../upkeep/upkeep-jobs';
import { PGLITE_PORTFOLIOS_PER_TRANSACTION } from '../valuations/revalue-batch';
import { workRevaluations } from '../valuations/revaluation-jobs';
import type { JobEngine, JobLogger } from './job-engine';

/** What job handlers may use. */
export interface JobDeps {
  database: DatabaseHandle;
  config: Config;
  logger: JobLogger;
  /**
   * The process's Chromium and the address its pages load the web app from: the quarterly packs
   * and the messages filed in libraries are worked only where there is one.
   */
  printing?: { printer: ChromiumPrinter; origin: string } | undefined;
}

/**
 * The one place where capabilities attach their handlers to queues declared in queues.ts, e.g.
 * `await engine.work('revalue-portfolio', (job) => revaluePortfolio(deps, job), { localConcurrency: 2 })`.
 * Called in every process; `engine.work` does nothing where JOBS_WORKER=off, so handlers run
 * only in the processes that work jobs.
 */
export async function registerJobHandlers(engine: JobEngine, deps: JobDeps): Promise<void> {
  // On a server, two of the clock's batches at once per process: one computes while the other waits
  // for the database. PGlite has one session, so a second would only queue behind the first.
  const batchConcurrency = deps.database.kind === 'postgres' ? 2 : 1;
  // On PGlite every request waits for a transaction to end: a batch is valued a few accounts at a
  // time, so a request issued during the clock's catch-up waits for one of those, not for the batch.
  const perTransaction = deps.database.kind === 'pglite' ? PGLITE_PORTFOLIOS_PER_TRANSACTION : undefined;
  await workRevaluations(engine, deps.database.db, undefined, { batchConcurrency, perTransaction });
  await workClock(engine, deps.database.db, deps.config);
  await workTracker(engine, deps.database.db, deps.config, deps.logger);
  await workUpkeep(engine, deps.database, deps.config);
  const brand = getBrand(deps.config.brand);
  const db = deps.database.db;
  // The job engine's logger is pino, as Fastify's.
  const log = deps.logger as unknown as FastifyBaseLogger;
  const mailer = createMailer(db, deps.config, log);
  await workMessageNotifications(engine, {
    db,
    mailer,
    sms: createOutboxSmsProvider(db, log),
    brand,
    publicUrl: deps.config.publicUrl,
  });
  const storage = storageFromConfig(deps.config);
  if (deps.printing)
    await workMessageFiling(engine, { db, storage, brand, printer: deps.printing.printer, log });
  await workQuarterlyPacks(engine, {
    db,
    config: deps.config,
    brand,
    provider: providerForBrand(brand, deps.config, db),
    storage,
    mailer,
    logger: deps.logger,
    printing: deps.printing,
  });
}
