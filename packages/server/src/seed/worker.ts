import { parentPort, workerData } from 'node:worker_threads';
import { getBrand } from '@portal/domain';
import { seedClient } from './clients/seed-client';
import { createContext, planPortals } from './generate';
import { SEED_TABLES } from './tables';
import { storedFile, writeOnlyStorage } from './write-only-storage';
import type { FromWorker, ToWorker, WorkerData } from './worker-pool';
import { SeedWriter } from './writer/seed-writer';

// A seed worker thread (see worker-pool.ts): plans the run's portals from the seed, generates the
// clients it is given and sends their rows as COPY text to the thread that owns the database
// connection.

const port = parentPort!;
const data = workerData as WorkerData;
const send = (message: FromWorker) => port.postMessage(message);

/**
 * Bytes sent and not yet acknowledged, at most about this many: the other thread holds them until
 * the seed's transaction is open (decision 136), then copies them a batch at a time.
 */
const UNACKNOWLEDGED_BYTES = 64 * 1024 * 1024;
const unacknowledged = new Map<number, number>();
let unacknowledgedBytes = 0;
let nextId = 0;
/** Who waits for an acknowledgement (each checks again what it waits for). */
let waiting: (() => void)[] = [];
const nextAcknowledgement = () => new Promise<void>((resolve) => waiting.push(resolve));

/** Sends a message carrying `bytes` (transferred), waiting first while too much is unacknowledged. */
async function sendBytes(
  message: (id: number) => FromWorker,
  buffers: ArrayBuffer[],
  bytes: number,
): Promise<void> {
  while (unacknowledgedBytes > 0 && unacknowledgedBytes + bytes > UNACKNOWLEDGED_BYTES)
    await nextAcknowledgement();
  const id = nextId++;
  unacknowledged.set(id, bytes);
  unacknowledgedBytes += bytes;
  port.postMessage(message(id), buffers);
}

function acknowledged(id: number): void {
  unacknowledgedBytes -= unacknowledged.get(id) ?? 0;
  unacknowledged.delete(id);
  const woken = waiting;
  waiting = [];
  for (const wake of woken) wake();
}

/**
 * A worker's files (the statements of its clients) are written by the thread that owns the
 * storage: the bytes move there and the write joins that thread's other file writes, whose
 * failures it reports. Only `put` is used by the seed.
 */
const forwardedFiles = writeOnlyStorage(async (key, body, metadata) => {
  if (!(body instanceof Uint8Array)) throw new Error('Seed workers write files from bytes only');
  // A copy that owns its buffer, so it can be transferred.
  const bytes = body.slice();
  await sendBytes(
    (id) => ({ type: 'file', id, key, bytes, metadata }),
    [bytes.buffer as ArrayBuffer],
    bytes.byteLength,
  );
  return storedFile(key, bytes.byteLength, metadata);
});

const writer = new SeedWriter(
  {
    // Each chunk owns its ArrayBuffer: transferring moves the bytes without copying them.
    copy: (table, chunks, rows) =>
      sendBytes(
        (id) => ({ type: 'rows', id, table: table.name, chunks, rows }),
        chunks.map((chunk) => chunk.buffer as ArrayBuffer),
        chunks.reduce((n, chunk) => n + chunk.byteLength, 0),
      ),
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

// The portals and their clients' identities, as the seed's own thread plans them (it checks).
const planning = planPortals(ctx);
let work: Promise<unknown> = planning.then((portals) =>
  send({
    type: 'planned',
    portals: portals.map(({ portal, identities }) => ({
      portalId: portal.portalId,
      clients: portal.clients,
      emails: identities.map(({ email }) => email),
    })),
  }),
);

port.on('message', (message: ToWorker) => {
  if (message.type === 'ack' || message.type === 'file-ack') {
    acknowledged(message.id);
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
      while (unacknowledgedBytes > 0) await nextAcknowledgement();
      send({ type: 'finished' });
      port.close();
      return;
    }
    const { task } = message;
    if (!ctx.passwordHash) throw new Error('A seed worker got a task before its setup');
    const { portal, identities } = (await planning)[task.portal]!;
    for (let i = task.from; i < task.to; i++) {
      await seedClient(ctx, portal, i, identities[i]!);
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
// Ready once planned: the first task comes after the hash of the demo password (setup).
work = work.then(() => send({ type: 'ready' }));
work.catch((error: unknown) => {
  throw error;
});
