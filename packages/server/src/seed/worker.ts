import { parentPort, workerData } from 'node:worker_threads';
import { getBrand } from '@portal/domain';
import type { FileStorage } from '../storage/file-storage';
import { seedClient } from './clients/seed-client';
import type { PortalSeed } from './context';
import { createContext } from './generate';
import { nameBook } from './names/index';
import { SEED_TABLES } from './tables';
import type { FromWorker, ToWorker, WorkerData } from './worker-pool';
import { SeedWriter } from './writer/seed-writer';

// A seed worker thread (see worker-pool.ts): generates the clients it is given and sends their rows
// as COPY text to the thread that owns the database connection.

const port = parentPort!;
const data = workerData as WorkerData;
const send = (message: FromWorker) => port.postMessage(message);

/** Workers never write files: clients with documents are generated on the main thread. */
const noFiles: FileStorage = {
  put: () => Promise.reject(new Error('Seed workers do not write files')),
  get: () => Promise.resolve(null),
  open: () => Promise.resolve(null),
  stat: () => Promise.resolve(null),
  updateMetadata: () => Promise.resolve(null),
  delete: () => Promise.resolve(false),
  list: () => Promise.resolve([]),
};

const acks = new Map<number, () => void>();
let nextId = 0;
const writer = new SeedWriter(
  {
    copy: (table, chunks, rows) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        acks.set(id, resolve);
        // Each chunk owns its ArrayBuffer: transferring moves the bytes without copying them.
        const message: FromWorker = { type: 'rows', id, table: table.name, chunks, rows };
        port.postMessage(
          message,
          chunks.map((chunk) => chunk.buffer as ArrayBuffer),
        );
      }),
  },
  SEED_TABLES,
);
const ctx = createContext(writer, {
  brand: getBrand(data.options.brand),
  scale: data.options.scale,
  seed: data.options.seed,
  asOf: data.options.asOf,
  passwordHash: data.options.passwordHash,
  storage: noFiles,
});
const portals: PortalSeed[] = data.portals.map((portal) => ({ ...portal, book: nameBook(portal.locale) }));

let work: Promise<void> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') {
    acks.get(message.id)?.();
    acks.delete(message.id);
    return;
  }
  work = work.then(async () => {
    if (message.type === 'stop') {
      await writer.finish();
      send({ type: 'finished' });
      port.close();
      return;
    }
    const { task } = message;
    const portal = portals[task.portal]!;
    for (let i = task.from; i < task.to; i++) {
      await seedClient(ctx, portal, i, task.identities[i - task.from]!);
      await writer.checkpoint();
    }
    send({ type: 'clients', count: task.to - task.from });
    send({ type: 'ready' });
  });
  // An error ends the thread with it; the pool rejects and the transaction rolls back.
  work.catch((error: unknown) => {
    throw error;
  });
});
send({ type: 'ready' });
