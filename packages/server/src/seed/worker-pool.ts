import { Worker } from 'node:worker_threads';
import type { BrandId } from '@portal/domain';
import type { FileMetadata } from '../storage/file-storage';
import type { ClientIdentity } from './clients/identities';
import type { FileWrites, PortalSeed } from './context';
import type { SeedWriter } from './writer/seed-writer';

/** The demo seed's default seed of its random generator: the same seed and as-of date give the same data. */
export const DEFAULT_SEED = 'demo';

/** What a worker needs to rebuild the run's context: plain data only (it crosses threads). */
export interface WorkerOptions {
  brand: BrandId;
  scale: number;
  seed: string;
  asOf: string;
}

export interface WorkerData {
  options: WorkerOptions;
}

/** Clients `from` to `to` (excluded) of the run's portal number `portal`. */
export interface ClientTask {
  portal: number;
  from: number;
  to: number;
}

/**
 * What a worker planned from the seed alone (decision 136): each portal's id, clients and client
 * e-mails, which the calling thread's own plan must equal.
 */
export interface PlannedPortal {
  portalId: string;
  clients: number;
  emails: string[];
}

export type ToWorker =
  | { type: 'setup'; passwordHash: string }
  | { type: 'task'; task: ClientTask }
  | { type: 'stop' }
  | { type: 'ack'; id: number }
  | { type: 'file-ack'; id: number };
export type FromWorker =
  | { type: 'planned'; portals: PlannedPortal[] }
  | { type: 'ready' }
  | { type: 'rows'; id: number; table: string; chunks: Uint8Array[]; rows: number }
  | { type: 'file'; id: number; key: string; bytes: Uint8Array; metadata: FileMetadata | undefined }
  | { type: 'clients'; count: number }
  | { type: 'finished' };

/** From TypeScript sources (tsx) the worker needs a bootstrap; compiled, it is plain JavaScript. */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker-entry.mjs', import.meta.url)
  : new URL('./worker.js', import.meta.url);

/** Clients per task: small enough to balance the workers, large enough to keep messages few. */
const TASK_SIZE = 250;
/** Tasks per worker at least, so that one slow task does not leave the others idle at the end. */
const TASKS_PER_WORKER = 4;

export interface WorkerPlan {
  /** The calling thread's portals: the workers' own plan is checked against them. */
  portals: { portal: PortalSeed; identities: ClientIdentity[] }[];
  /** The main thread's writer: the workers' rows join its batches (one connection, one transaction). */
  writer: SeedWriter;
  /** The main thread's file writes: the workers' files (statements) are written through them. */
  files: FileWrites;
  onClients: (count: number) => void;
}

/** A worker thread and what it is doing. */
interface Member {
  worker: Worker;
  ready: boolean;
}

/**
 * Worker threads generating clients. Started before the work is known (`SeedWorkers.start`), so
 * that each loads its modules, rebuilds the run's market and plans the portals and their clients
 * from the seed alone (the market and every id come out the same), then starts on the clients at
 * once, while this thread is still loading the server, opening the database and writing the
 * shared rows (decision 136). Their rows (COPY text, UTF-8 chunks, transferred, not copied) and files
 * (statements, as bytes) wait here until `run` gives the writer and the file writes, so one
 * connection and one transaction still carry everything; a worker stops when it has that many
 * bytes unacknowledged, which bounds memory. `run` checks that this thread's plan (portal ids,
 * clients, e-mails) equals the workers'. Row order differs from a single-threaded run; row
 * contents do not.
 */
export class SeedWorkers {
  private readonly members: Member[] = [];
  private failure: Error | undefined;
  /** The workers' plan (the first to report it), and the tasks made from it. */
  private planned: PlannedPortal[] | undefined;
  private tasks: ClientTask[] | undefined;
  private plan: WorkerPlan | undefined;
  private readonly planGiven: Promise<WorkerPlan>;
  private givePlan!: (plan: WorkerPlan) => void;
  private setupSent = false;
  private readonly exits: Promise<void>[] = [];
  // Batches from all workers go through this one chain, so writes never interleave mid-batch.
  private chain: Promise<void> = Promise.resolve();
  private onFailure: ((error: Error) => void) | undefined;
  /** The run's argon2id hash of the demo password, shared by every seeded user. */
  readonly passwordHash: Promise<string>;

  private constructor(
    count: number,
    /** What the workers build their context from. */
    readonly options: WorkerOptions,
    passwordHash: string | Promise<string>,
  ) {
    this.planGiven = new Promise((resolve) => (this.givePlan = resolve));
    const workerData: WorkerData = { options };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(WORKER_ENTRY, { workerData });
      const member: Member = { worker, ready: false };
      this.members.push(member);
      this.exits.push(
        new Promise<void>((resolve) => {
          worker.on('error', (error) => this.fail(error));
          worker.on('exit', (code) => {
            if (code !== 0) this.fail(new Error(`Seed worker exited with ${code}`));
            resolve();
          });
        }),
      );
      worker.on('message', (message: FromWorker) => this.receive(member, message));
    }
    this.passwordHash = Promise.resolve(passwordHash);
    this.passwordHash.then(
      (hash) => {
        for (const { worker } of this.members)
          worker.postMessage({ type: 'setup', passwordHash: hash } satisfies ToWorker);
        this.setupSent = true;
        for (const member of this.members) this.dispatch(member);
      },
      (error: unknown) => this.fail(error as Error),
    );
  }

  /**
   * Starts `count` workers; they plan and generate while the caller goes on. The hash of the demo
   * password (or its promise) reaches them before their first client.
   */
  static start(count: number, options: WorkerOptions, passwordHash: string | Promise<string>): SeedWorkers {
    return new SeedWorkers(count, options, passwordHash);
  }

  /** Whether these workers generate for a run with these options (else their clients would differ). */
  matches(options: WorkerOptions): boolean {
    const mine = this.options;
    return (
      mine.brand === options.brand &&
      mine.scale === options.scale &&
      mine.seed === options.seed &&
      mine.asOf === options.asOf
    );
  }

  get size(): number {
    return this.members.length;
  }

  /**
   * Gives the workers this thread's writer and file writes (what they generated so far goes in
   * first) and resolves once all their clients are written. Rows already added to `plan.writer`
   * by this thread in the same tick go before theirs.
   */
  async run(plan: WorkerPlan): Promise<void> {
    const failed = new Promise<never>((_, reject) => {
      this.onFailure = reject;
      if (this.failure) reject(this.failure);
    });
    failed.catch(() => undefined);
    if (this.plan) throw new Error('Seed workers run once');
    this.plan = plan;
    this.checkPlans();
    this.givePlan(plan);
    await Promise.race([Promise.all(this.exits), failed]);
    await Promise.race([this.chain, failed]);
    if (this.failure) throw this.failure;
  }

  /** Ends every worker (after a run, or when the seed failed before or during it). */
  async terminate(): Promise<void> {
    await Promise.all(this.members.map(({ worker }) => worker.terminate()));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.onFailure?.(this.failure);
  }

  /**
   * The workers' plan must be this thread's: the same portals and the same clients with the same
   * e-mails (which depend on every address drawn before them), or their rows would not fit.
   */
  private checkPlans(): void {
    if (!this.plan || !this.planned) return;
    const mine = JSON.stringify(
      this.plan.portals.map(({ portal, identities }) => ({
        portalId: portal.portalId,
        clients: portal.clients,
        emails: identities.map(({ email }) => email),
      })),
    );
    if (mine !== JSON.stringify(this.planned))
      this.fail(new Error("The seed workers planned other portals or clients than the seed's own"));
  }

  /** Tasks from the workers' plan: small enough to balance the workers, large enough to keep messages few. */
  private makeTasks(planned: PlannedPortal[]): ClientTask[] {
    const total = planned.reduce((n, { clients }) => n + clients, 0);
    const size = Math.max(1, Math.min(TASK_SIZE, Math.ceil(total / (this.size * TASKS_PER_WORKER))));
    const tasks: ClientTask[] = [];
    planned.forEach(({ clients }, portal) => {
      for (let from = 0; from < clients; from += size)
        tasks.push({ portal, from, to: Math.min(clients, from + size) });
    });
    return tasks;
  }

  /** Gives an idle worker its next task (once it has the hash), or tells it to stop when none is left. */
  private dispatch(member: Member): void {
    if (!member.ready || !this.setupSent || !this.tasks) return;
    const task = this.tasks.shift();
    member.ready = false;
    member.worker.postMessage((task ? { type: 'task', task } : { type: 'stop' }) satisfies ToWorker);
  }

  private receive(member: Member, message: FromWorker): void {
    const send = (reply: ToWorker) => member.worker.postMessage(reply);
    switch (message.type) {
      case 'planned':
        if (!this.planned) {
          this.planned = message.portals;
          this.tasks = this.makeTasks(message.portals);
          this.checkPlans();
        } else if (JSON.stringify(message.portals) !== JSON.stringify(this.planned))
          this.fail(new Error('Two seed workers planned different portals'));
        break;
      case 'ready':
        member.ready = true;
        for (const idle of this.members) this.dispatch(idle);
        break;
      case 'rows': {
        this.chain = this.chain.then(async () => {
          const { writer } = await this.planGiven;
          writer.addChunks(message.table, message.chunks, message.rows);
          await writer.checkpoint();
          send({ type: 'ack', id: message.id });
        });
        this.chain.catch((error: unknown) => this.fail(error as Error));
        break;
      }
      case 'file':
        // Queued with this thread's other file writes (a failure surfaces when they are drained).
        this.planGiven
          .then(({ files }) => files.put(message.key, message.bytes, message.metadata))
          .then(
            () => send({ type: 'file-ack', id: message.id }),
            (error: unknown) => this.fail(error as Error),
          );
        break;
      case 'clients':
        void this.planGiven.then(({ onClients }) => onClients(message.count));
        break;
      case 'finished':
        break;
    }
  }
}
