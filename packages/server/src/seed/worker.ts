import { parentPort, workerData } from 'node:worker_threads';
import { getBrand } from '@portal/domain';
import { DEFAULT_CONTENT_TYPE, type FileStorage, type StoredFile } from '../storage/file-storage';
import { seedClient } from './clients/seed-client';
import type { PortalSeed } from './context';
import { createContext } from './generate';
import { nameBook, type NameBook } from './names/index';
import { SEED_TABLES } from './tables';
import type { FromWorker, ToWorker, WorkerData } from './worker-pool';
import { SeedWriter } from './writer/seed-writer';

// A seed worker thread (see worker-pool.ts): generates the clients it is given and sends their rows
// as COPY text to the thread that owns the database connection.

const port = parentPort!;
const data = workerData as WorkerData;
const send = (message: FromWorker) => port.postMessage(message);

const fileAcks = new Map<number, () => void>();
let nextFile = 0;

/**
 * A worker's files (the statements of its clients) are written by the thread that owns the
 * storage: the bytes move there and the write joins that thread's other file writes, whose
 * failures it reports. Only `put` is used by the seed.
 */
const forwardedFiles: FileStorage = {
  put: (key, body, metadata) =>
    new Promise<StoredFile>((resolve, reject) => {
      if (!(body instanceof Uint8Array)) {
        reject(new Error('Seed workers write files from bytes only'));
        return;
      }
      const id = nextFile++;
      // A copy that owns its buffer, so it can be transferred.
      const bytes = body.slice();
      fileAcks.set(id, () =>
        resolve({
          key,
          size: bytes.byteLength,
          contentType: metadata?.contentType ?? DEFAULT_CONTENT_TYPE,
          custom: metadata?.custom ?? {},
          updatedAt: new Date(),
        }),
      );
      const message: FromWorker = { type: 'file', id, key, bytes, metadata };
      port.postMessage(message, [bytes.buffer as ArrayBuffer]);
    }),
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
  // The run's hash comes with its first message (setup): the workers may start before it is made.
  passwordHash: '',
  storage: forwardedFiles,
});

/** Name books by locale, built once per worker. */
const bookCache = new Map<string, NameBook>();
const books = (locale: PortalSeed['locale']): NameBook => {
  let book = bookCache.get(locale);
  if (!book) bookCache.set(locale, (book = nameBook(locale)));
  return book;
};

let work: Promise<void> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') {
    acks.get(message.id)?.();
    acks.delete(message.id);
    return;
  }
  if (message.type === 'file-ack') {
    fileAcks.get(message.id)?.();
    fileAcks.delete(message.id);
    return;
  }
  work = work.then(async () => {
    if (message.type === 'setup') {
      ctx.passwordHash = message.passwordHash;
      return;
    }
    if (message.type === 'stop') {
      await writer.finish();
      await ctx.files.drain();
      send({ type: 'finished' });
      port.close();
      return;
    }
    const { task } = message;
    if (!ctx.passwordHash) throw new Error('A seed worker got a task before its setup');
    const portal: PortalSeed = { ...task.portal, book: books(task.portal.locale) };
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
