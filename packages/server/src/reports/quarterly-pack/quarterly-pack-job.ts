import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  parseQuarter,
  reportOptionsSchema,
  translateMessage,
  type BrandConfig,
  type CalendarQuarter,
  type Viewer,
} from '@portal/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { portals } from '../../db/schema/index';
import type { JobEngine, JobLogger, JobView } from '../../jobs/job-engine';
import { notifyDocumentAdded } from '../../library/document-mail';
import type { LibraryContext } from '../../library/library-context';
import type { Mailer } from '../../mail/mailer';
import { todayIso } from '../../providers/provider';
import type { DataProvider } from '../../providers/types';
import type { FileStorage } from '../../storage/file-storage';
import type { ChromiumPrinter } from '../chromium-printer';
import { printReport } from '../print-report';
import { buildReport } from '../report-data';
import { reportPath } from '../report-routes';
import { filePackDocument, findPackDocument } from './file-pack-document';
import { packAccounts, type PackAccount } from './pack-accounts';
import { PACK_QUEUE, packJobSchema, type PackJobData } from './pack-job-data';
import { queueDuePacks } from './queue-due-packs';

export interface PackDeps {
  db: Database;
  brand: BrandConfig;
  provider: DataProvider;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  logger: JobLogger;
  /** The process's one Chromium and the address its pages load the web app from. */
  printer: ChromiumPrinter;
  origin: string;
  /** Clients printed at once: the printer's pages (more would only wait for one). */
  concurrency: number;
  today?: () => string;
}

export interface PackOutcome {
  total: number;
  filed: number;
  /** Clients whose report an earlier attempt of this run had already filed. */
  skipped: number;
  failed: string[];
}

/**
 * Prints one quarter's report for every client account of a portal (or of one group) and files each
 * in the client's library. A bounded loop in this job rather than a job per client: the work is
 * Chromium's, and this process has one with `concurrency` pages, so more jobs would only queue for
 * them (or start a Chromium in every worker process, ~150 MB each); one job keeps one progress bar
 * on the Jobs screen. A client that fails is logged with its cause and leaves nothing filed; the job
 * then fails and pg-boss retries it with backoff, printing only the clients still missing.
 */
export async function runQuarterlyPack(
  deps: PackDeps,
  data: PackJobData,
  progress: (done: number, total: number, note?: string) => Promise<void>,
): Promise<PackOutcome> {
  const quarter = parseQuarter(data.quarter)!;
  const requestedAt = new Date(data.requestedAt);
  const accounts = await packAccounts(deps.db, deps.brand, data);
  const [portal] = await deps.db
    .select({ name: portals.name })
    .from(portals)
    .where(eq(portals.id, data.portalId));
  const ctx: LibraryContext = {
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer,
    brand: deps.brand,
    publicUrl: deps.publicUrl,
    // A pino logger (the job engine's); the library only logs errors with it.
    log: deps.logger as unknown as FastifyBaseLogger,
  };
  const outcome: PackOutcome = { total: accounts.length, filed: 0, skipped: 0, failed: [] };
  let done = 0;
  await progress(0, accounts.length);
  const one = async (account: PackAccount) => {
    try {
      const earlier = await findPackDocument(deps.db, account.id, quarter);
      if (earlier && earlier.filedAt >= requestedAt) {
        outcome.skipped++;
        return;
      }
      await fileOne(deps, ctx, {
        account,
        quarter,
        data,
        authorName: portal?.name ?? deps.brand.displayName,
      });
      outcome.filed++;
    } catch (error) {
      outcome.failed.push(account.id);
      deps.logger.error(
        {
          err: error,
          cause: (error as { reason?: unknown }).reason,
          accountId: account.id,
          quarter: quarter.key,
        },
        'quarterly report failed',
      );
    } finally {
      done++;
      await progress(done, accounts.length);
    }
  };
  // A bounded loop: `concurrency` clients in flight, the next starting as one ends.
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(deps.concurrency, accounts.length)) }, async () => {
    while (next < accounts.length) await one(accounts[next++]!);
  });
  await Promise.all(lanes);
  return outcome;
}

/** Prints, files and announces one client's report. */
async function fileOne(
  deps: PackDeps,
  ctx: LibraryContext,
  input: { account: PackAccount; quarter: CalendarQuarter; data: PackJobData; authorName: string },
): Promise<void> {
  const { account, quarter, data } = input;
  const options = reportOptionsSchema.parse({ pdfType: 'quarterly', toDateString: quarter.to });
  const subject = {
    portalId: account.portalId,
    account: { id: account.id, externalId: account.externalId },
    locale: account.locale,
  };
  const sources = { db: deps.db, provider: deps.provider, storage: deps.storage };
  const { pdf } = await printReport(deps.printer, {
    origin: deps.origin,
    path: reportPath(deps.brand, account.portalId, account.id),
    locale: account.locale,
    report: buildReport(sources, subject, options, { from: quarter.from, to: quarter.to }),
  });
  const title = translateMessage('reports.quarterly_title', account.locale, {
    quarter: quarter.quarter,
    year: quarter.year,
  });
  await filePackDocument(ctx, {
    account,
    quarter,
    title,
    pdf,
    requestedBy: data.requestedBy ?? null,
    authorName: input.authorName,
  });
  // §4's "document added" mail, in the client's language (the library's own path).
  await notifyDocumentAdded(
    ctx,
    packViewer(data.requestedBy, deps.brand),
    {
      kind: 'account',
      id: account.id,
      name: account.name,
      portalId: account.portalId,
    },
    title,
  );
}

/**
 * Who files the pack, as the library's notification sees it: staff (so only the client is mailed),
 * the admin who asked, or nobody's id when the clock did.
 */
function packViewer(requestedBy: string | undefined, brand: BrandConfig): Viewer {
  return {
    userId: requestedBy ?? '00000000-0000-0000-0000-000000000000',
    email: '',
    role: 'admin',
    organisationId: null,
    locale: brand.defaultLocale,
    sessionId: '',
    mfaValidated: true,
  };
}

export interface WorkPacksOptions {
  db: Database;
  config: Pick<Config, 'reports' | 'clock' | 'publicUrl'>;
  brand: BrandConfig;
  provider: DataProvider;
  storage: FileStorage;
  mailer: Mailer;
  logger: JobLogger;
  /** Absent in a process that cannot print: its pack jobs wait for one that can. */
  printing?: { printer: ChromiumPrinter; origin: string } | undefined;
  today?: () => string;
}

/** Works the pack queue and keeps the clock's schedule of it (QUARTERLY_PACK_SCHEDULE). */
export async function workQuarterlyPacks(jobs: JobEngine, options: WorkPacksOptions): Promise<void> {
  const today = options.today ?? todayIso;
  const { printing } = options;
  if (printing) {
    const deps: PackDeps = {
      db: options.db,
      brand: options.brand,
      provider: options.provider,
      storage: options.storage,
      mailer: options.mailer,
      publicUrl: options.config.publicUrl,
      logger: options.logger,
      printer: printing.printer,
      origin: printing.origin,
      concurrency: options.config.reports.pages,
      today,
    };
    await jobs.work(PACK_QUEUE, (job) => handlePackJob(jobs, deps, job));
  }
  const schedule = options.config.reports.quarterlyPackSchedule;
  if (schedule === 'off') await jobs.unschedule(PACK_QUEUE);
  else await jobs.schedule(PACK_QUEUE, schedule, {}, { tz: options.config.clock.timezone });
}

async function handlePackJob(jobs: JobEngine, deps: PackDeps, job: JobView): Promise<void> {
  // The schedule's jobs carry no portal: the clock's wake-up. Anything else must be a whole request.
  const raw = job.data as Record<string, unknown> | null;
  if (!raw || raw.portalId === undefined) {
    await queueDuePacks(jobs, deps.db, (deps.today ?? todayIso)());
    return;
  }
  const parsed = packJobSchema.parse(raw);
  const outcome = await runQuarterlyPack(deps, parsed, (done, total, note) =>
    jobs.progress(job.id, done, total, note),
  );
  if (outcome.failed.length > 0) {
    const note = `${outcome.failed.length} failed: ${outcome.failed.join(', ')}`;
    await jobs.progress(job.id, outcome.total - outcome.failed.length, outcome.total, note);
    // Failing the attempt has pg-boss retry it with backoff; the filed clients are not printed again.
    throw new Error(
      `${outcome.failed.length} of ${outcome.total} quarterly reports failed (${outcome.failed.join(', ')})`,
    );
  }
}
