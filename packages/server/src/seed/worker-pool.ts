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

export type PortalData = Omit<PortalSeed, 'book'>;

export interface WorkerData {
  options: WorkerOptions;
}

export interface ClientTask {
  /** The portal the clients belong to (its name book is rebuilt from its locale). */
  portal: PortalData;
  from: number;
  to: number;
  identities: ClientIdentity[];
}

export type ToWorker =
  | { type: 'setup'; passwordHash: string }
  | { type: 'task'; task: ClientTask }
  | { type: 'stop' }
  | { type: 'ack'; id: number }
  | { type: 'file-ack'; id: number };
export type FromWorker =
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
  /** The run's argon2id hash of the demo password (shared by every seeded user). */
  passwordHash: string;
  portals: { portal: PortalSeed; identities: ClientIdentity[]; from: number }[];
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
 * that each loads its modules and rebuilds the run's market from the seed (the market and every id
 * come out the same) while this thread builds its own and writes the shared rows. `run` then hands
 * them ranges of clients; they send the rows as COPY text (UTF-8 chunks, transferred, not copied)
 * and their files (statements) as bytes, and this thread adds the text to its own writer and the
 * files to its own file writes, so one connection and one transaction still carry everything. A
 * worker waits for each batch to be accepted before sending the next, which bounds memory. Row
 * order differs from a single-threaded run; row contents do not.
 */
export class SeedWorkers {
  private readonly members: Member[] = [];
  private failure: Error | undefined;
  private plan: (WorkerPlan & { tasks: ClientTask[] }) | undefined;
  private readonly exits: Promise<void>[] = [];
  // Batches from all workers go through this one chain, so writes never interleave mid-batch.
  private chain: Promise<void> = Promise.resolve();
  private onFailure: ((error: Error) => void) | undefined;

  private constructor(
    count: number,
    /** What the workers build their context from. */
    readonly options: WorkerOptions,
  ) {
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
  }

  /** Starts `count` workers; they get ready while the caller goes on. */
  static start(count: number, options: WorkerOptions): SeedWorkers {
    return new SeedWorkers(count, options);
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

  /** Generates the clients of `plan.portals` from each one's `from` on; resolves once all are written. */
  async run(plan: WorkerPlan): Promise<void> {
    const tasks: ClientTask[] = [];
    const total = plan.portals.reduce((n, { portal, from }) => n + Math.max(0, portal.clients - from), 0);
    const size = Math.max(1, Math.min(TASK_SIZE, Math.ceil(total / (this.size * TASKS_PER_WORKER))));
    for (const { portal, identities, from } of plan.portals) {
      const { book: _book, ...data } = portal;
      for (let start = from; start < portal.clients; start += size) {
        const to = Math.min(portal.clients, start + size);
        tasks.push({ portal: data, from: start, to, identities: identities.slice(start, to) });
      }
    }
    const failed = new Promise<never>((_, reject) => {
      this.onFailure = reject;
      if (this.failure) reject(this.failure);
    });
    failed.catch(() => undefined);
    if (this.plan) throw new Error('Seed workers run once');
    this.plan = { ...plan, tasks };
    for (const { worker } of this.members)
      worker.postMessage({ type: 'setup', passwordHash: plan.passwordHash } satisfies ToWorker);
    for (const member of this.members) if (member.ready) this.next(member);
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

  /** Gives an idle worker its next task, or tells it to stop when none is left. */
  private next(member: Member): void {
    const task = this.plan!.tasks.shift();
    member.ready = false;
    member.worker.postMessage((task ? { type: 'task', task } : { type: 'stop' }) satisfies ToWorker);
  }

  private receive(member: Member, message: FromWorker): void {
    const send = (reply: ToWorker) => member.worker.postMessage(reply);
    switch (message.type) {
      case 'ready':
        member.ready = true;
        if (this.plan) this.next(member);
        break;
      case 'rows': {
        const { writer } = this.plan!;
        this.chain = this.chain.then(async () => {
          writer.addChunks(message.table, message.chunks, message.rows);
          await writer.checkpoint();
          send({ type: 'ack', id: message.id });
        });
        this.chain.catch((error: unknown) => this.fail(error as Error));
        break;
      }
      case 'file':
        // Queued with this thread's other file writes (a failure surfaces when they are drained).
        this.plan!.files.put(message.key, message.bytes, message.metadata).then(
          () => send({ type: 'file-ack', id: message.id }),
          (error: unknown) => this.fail(error as Error),
        );
        break;
      case 'clients':
        this.plan!.onClients(message.count);
        break;
      case 'finished':
        break;
    }
  }
}
