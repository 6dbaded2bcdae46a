import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { SHUTDOWN_MESSAGE } from './shutdown';

/** The environment variable telling a forked server process its place (0 … WEB_CONCURRENCY-1). */
export const CLUSTER_INDEX_VARIABLE = 'PORTAL_SERVER_INDEX';

/** A server process that dies after the start is replaced after this pause (no busy crash loop). */
const RESTART_DELAY_MS = 1000;

export interface PrimaryOptions {
  config: Config;
  /** Prints the banner once every server process listens, with the address they share. */
  announce: (address: string) => void;
}

/**
 * WEB_CONCURRENCY=N: this process forks N server processes (node:cluster) that share the port, the
 * primary handing connections out in turn. It serves nothing itself. The caller has already run
 * what must happen once (migrations, demo data, the signing key). A server process that fails to
 * start fails the start (its own line is on stderr); one that dies later is replaced. SIGINT or
 * SIGTERM is passed on, and the primary exits once all have closed (1 if any failed to).
 */
export function runClusterPrimary({ config, announce }: PrimaryOptions): void {
  const count = config.webConcurrency;
  const indexOf = new Map<Worker, number>();
  const listening = new Set<number>();
  let started = false;
  let stopping = false;
  let failed = false;

  /** Server processes that listen, and so have their shutdown handlers in place. */
  const serving = new Set<Worker>();
  /**
   * A serving process is asked by message: in a terminal it also gets Ctrl-C's SIGINT, and a second
   * signal would make it exit without waiting. One still starting has no handler yet: a signal's
   * default action ends it.
   */
  const tellToStop = (worker: Worker) => {
    if (serving.has(worker) && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    else worker.process.kill('SIGTERM');
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ [CLUSTER_INDEX_VARIABLE]: String(index) });
    indexOf.set(worker, index);
    worker.on('listening', (address) => {
      serving.add(worker);
      listening.add(index);
      if (started || listening.size < count) return;
      started = true;
      const host = address.address && address.address !== '::' ? address.address : '127.0.0.1';
      announce(config.port === 0 ? `http://${host}:${address.port}` : config.publicUrl);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker)!;
    indexOf.delete(worker);
    serving.delete(worker);
    if (stopping || !started) {
      if (code !== 0) failed = true;
      if (!stopping) {
        // A process that could not start: the others would serve with one missing, so stop them all.
        stopping = true;
        for (const other of indexOf.keys()) tellToStop(other);
      }
      if (indexOf.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    process.stderr.write(
      `Server process ${index + 1} of ${count} exited (${signal ?? `code ${code}`}); starting another\n`,
    );
    listening.delete(index);
    setTimeout(() => {
      if (!stopping) fork(index);
    }, RESTART_DELAY_MS).unref();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of indexOf.keys()) tellToStop(worker);
    if (indexOf.size === 0) process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let index = 0; index < count; index++) fork(index);
}
