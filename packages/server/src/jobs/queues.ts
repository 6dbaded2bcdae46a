/**
 * Every queue the portal uses, declared once: its pg-boss policy and retry and expiry settings.
 * The engine creates them at start (idempotently) and refuses to send to or work a queue that is
 * not declared here, so a misspelt name fails loudly instead of queueing into nowhere.
 */
export interface QueueDefinition {
  name: string;
  /**
   * pg-boss 10 queue policy. `stately`: at most one job queued (created), one waiting for a retry
   * and one running per singletonKey (no key = one per queue), enforced by unique indexes.
   */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each next wait roughly doubles (plus jitter). */
  retryDelay: number;
  retryBackoff: true;
  /**
   * How long one attempt may run before pg-boss counts it failed (and retries it). Also how long a
   * job whose process died stays "running" on PostgreSQL before it is handed to another worker.
   */
  expireInSeconds: number;
  /** An admin may start it from the Jobs screen. */
  manual: boolean;
  /** Its completed runs are housekeeping, not news: the Jobs screen lists only its failures and runs. */
  quiet?: boolean;
}

export const QUEUES = [
  {
    // One job per portfolio id (singletonKey): a second edit while one is queued coalesces into it;
    // an edit while one runs queues exactly one more, which re-reads the books when it starts.
    name: 'revalue-portfolio',
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // A re-valuation takes well under a second; 5 minutes also bounds how long a job whose server
    // process was killed stays "running" on PostgreSQL before another worker takes it.
    expireInSeconds: 5 * 60,
    manual: false,
  },
  {
    // The daily clock's revaluations, several portfolios a job (data.portfolioIds, one portal's),
    // worked by every process that works jobs. No key: each batch is distinct, and a portfolio is
    // valued once at a time by its row lock. A failed portfolio fails the batch (retried; its done
    // ones cost nothing the second time).
    name: 'revalue-batch',
    policy: 'standard',
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    // A batch takes seconds; this also bounds how long a dead process's batch waits for another.
    expireInSeconds: 5 * 60,
    manual: false,
    quiet: true,
  },
  {
    // Every minute: queues a revaluation for each portfolio still marked (a mark never lost).
    name: 'revalue-sweep',
    policy: 'stately',
    retryLimit: 1,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    manual: false,
    quiet: true,
  },
  {
    // The daily clock (spec §7 bigben): one run at a time, one more may wait.
    name: 'bigben',
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 2 * 60 * 60,
    manual: true,
  },
  {
    // A quarter's client reports for a portal or one of its groups (issue 14 item 5), keyed by
    // portal, quarter and group: a second request while one waits coalesces into it. Without a
    // portal (the clock's schedule) it queues one such job per active portal. A failed client fails
    // the job, which is retried with backoff and prints only the clients not yet filed by its run.
    name: 'quarterly-pack',
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    // About a second a client (bench/quarterly-pack.ts): three hours holds several thousand.
    expireInSeconds: 3 * 60 * 60,
    manual: false,
  },
  {
    // One job per message whose notification rules (or their default) ask for an e-mail or a text
    // message, queued in the message's transaction; a failed attempt is retried with backoff.
    name: 'message-notify',
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    // A group's mails take seconds; this also bounds how long a dead process's job waits.
    expireInSeconds: 10 * 60,
    manual: false,
    quiet: true,
  },
  {
    // One job per message sent with attach_message to an account or group: printed with the
    // process's Chromium and filed in that library. Worked only where there is a printer.
    name: 'message-file',
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    manual: false,
    quiet: true,
  },
  {
    // Every minute where a usage tracker is configured: sends the consented hits queued since, in
    // bulk (tracking/tracker-jobs.ts). One at a time; a failed run's hits wait for the next.
    name: 'track-usage',
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    manual: false,
    quiet: true,
  },
  {
    // Nightly on the embedded database only: vacuum and statistics, which PGlite's missing
    // autovacuum never does (upkeep/upkeep-jobs.ts, decision 120). Not manual: a PostgreSQL server
    // has no worker for it (its autovacuum does the work), so a run started there would wait forever.
    name: 'database-upkeep',
    policy: 'stately',
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    manual: false,
    quiet: true,
  },
] as const satisfies readonly QueueDefinition[];

export type QueueName = (typeof QUEUES)[number]['name'];

/** The declared queue of that name, if any. */
export function findQueue(queues: readonly QueueDefinition[], name: string): QueueDefinition | undefined {
  return queues.find((queue) => queue.name === name);
}
