import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { JobEngine, JobLogger } from '../jobs/job-engine';

/** How long a shutdown lets running jobs finish before handing them back to the queue. */
const JOBS_STOP_TIMEOUT_MS = 20_000;

export interface ClosingParts {
  /** The HTTP server (absent in the worker process). */
  app?: FastifyInstance | undefined;
  jobs?: JobEngine | undefined;
  /** The process's Chromium, closed once the jobs that print with it have stopped. */
  printer?: { close(): Promise<void> } | undefined;
  database: DatabaseHandle;
  logger: JobLogger;
}

/**
 * First SIGINT/SIGTERM: stop accepting requests and let in-flight ones finish (`app.close()`), let
 * running jobs finish (or hand them back after a while), close the database, exit 0. A second
 * signal while that runs means "now": exit at once.
 */
export function closeGracefullyOnSignals(parts: ClosingParts): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      process.stderr.write(`Received ${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    closing = true;
    parts.logger.info({ signal }, 'shutting down');
    void closeAll(parts).then((code) => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A cluster worker (WEB_CONCURRENCY) is also told by its primary, which may have been signalled
  // alone; in a terminal both get Ctrl-C, so the message only starts a shutdown not yet under way.
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !closing) onSignal('SIGTERM');
  });
  // The primary is gone (killed outright): nobody would stop this worker any more.
  process.on('disconnect', () => {
    if (!closing) onSignal('SIGTERM');
  });
}

/** What a cluster primary sends its server processes to have them close as on SIGTERM. */
export const SHUTDOWN_MESSAGE = 'portal:shutdown';

/** Closes in dependency order; every step runs even when an earlier one failed. Exit code 1 if any failed. */
export async function closeAll({ app, jobs, printer, database, logger }: ClosingParts): Promise<number> {
  const steps: [string, (() => Promise<unknown>) | undefined][] = [
    ['closing the server', app && (() => app.close())],
    ['stopping the jobs', jobs && (() => jobs.stop({ timeoutMs: JOBS_STOP_TIMEOUT_MS }))],
    ['closing the printer', printer && (() => printer.close())],
    ['closing the database', () => database.close()],
  ];
  let code = 0;
  for (const [what, step] of steps) {
    try {
      await step?.();
    } catch (error) {
      logger.error({ err: error }, `${what} failed`);
      code = 1;
    }
  }
  return code;
}
