import { Worker } from 'node:worker_threads';
import type { BrandId } from '@portal/domain';
import type { ClientIdentity } from './clients/identities';
import type { PortalSeed } from './context';
import type { SeedWriter } from './writer/seed-writer';

/** What a worker needs to rebuild the run's context: plain data only (it crosses threads). */
export interface WorkerOptions {
  brand: BrandId;
  scale: number;
  seed: string;
  asOf: string;
  passwordHash: string;
}

export type PortalData = Omit<PortalSeed, 'book'>;

export interface WorkerData {
  options: WorkerOptions;
  portals: PortalData[];
}

export interface ClientTask {
  portal: number;
  from: number;
  to: number;
  identities: ClientIdentity[];
}

export type ToWorker = { type: 'task'; task: ClientTask } | { type: 'stop' } | { type: 'ack'; id: number };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'rows'; id: number; table: string; chunks: Uint8Array[]; rows: number }
  | { type: 'clients'; count: number }
  | { type: 'finished' };

/** From TypeScript sources (tsx) the worker needs a bootstrap; compiled, it is plain JavaScript. */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker-entry.mjs', import.meta.url)
  : new URL('./worker.js', import.meta.url);

/** Clients per task: small enough to balance the workers, large enough to keep messages few. */
const TASK_SIZE = 250;

export interface WorkerPlan {
  options: WorkerOptions;
  portals: { portal: PortalSeed; identities: ClientIdentity[]; from: number }[];
  threads: number;
  onClients: (count: number) => void;
}

/**
 * Generates clients in worker threads. Each worker rebuilds the run's context from the seed (the
 * market and every id come out the same), takes ranges of clients, and sends their rows as COPY
 * text (UTF-8 chunks, transferred, not copied); this thread adds that text to its own writer, so one connection and one transaction still
 * carry everything. A worker waits for each batch to be accepted before sending the next, which
 * bounds memory. Row order differs from a single-threaded run; row contents do not.
 */
export async function generateInWorkers(writer: SeedWriter, plan: WorkerPlan): Promise<void> {
  const tasks: ClientTask[] = [];
  plan.portals.forEach(({ portal, identities, from }, index) => {
    for (let start = from; start < portal.clients; start += TASK_SIZE) {
      const to = Math.min(portal.clients, start + TASK_SIZE);
      tasks.push({ portal: index, from: start, to, identities: identities.slice(start, to) });
    }
  });
  if (tasks.length === 0) return;
  const workerData: WorkerData = {
    options: plan.options,
    portals: plan.portals.map(({ portal }) => {
      const { book: _book, ...data } = portal;
      return data;
    }),
  };
  // Batches from all workers go through this one chain, so writes never interleave mid-batch.
  let chain: Promise<void> = Promise.resolve();
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(plan.threads, tasks.length) }, () => {
        const worker = new Worker(WORKER_ENTRY, { workerData });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          const send = (message: ToWorker) => worker.postMessage(message);
          worker.on('error', reject);
          worker.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`Seed worker exited with ${code}`)),
          );
          worker.on('message', (message: FromWorker) => {
            switch (message.type) {
              case 'ready': {
                const task = tasks.shift();
                send(task ? { type: 'task', task } : { type: 'stop' });
                break;
              }
              case 'rows':
                chain = chain.then(async () => {
                  writer.addChunks(message.table, message.chunks, message.rows);
                  await writer.checkpoint();
                  send({ type: 'ack', id: message.id });
                });
                chain.catch(reject);
                break;
              case 'clients':
                plan.onClients(message.count);
                break;
              case 'finished':
                break;
            }
          });
        });
      }),
    );
    await chain;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
