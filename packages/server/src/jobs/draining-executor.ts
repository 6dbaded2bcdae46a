import type { SqlExecutor } from './sql-executor';

/** pg-boss's executor, counting its statements in flight so that a stop can wait for them (decision 129). */
export interface DrainingExecutor extends SqlExecutor {
  /**
   * Waits until no statement is in flight, those issued meanwhile included, for up to `timeoutMs`.
   * Each round first lets the event loop turn once: pg-boss issues a job's completion a few
   * promise steps after its handler settles, without awaiting it.
   */
  drain(timeoutMs: number): Promise<void>;
  /**
   * From now on a statement reaches no database: it is reported and answered as one that changed
   * no job. pg-boss leaves a job's completion or failure after its handler unawaited, so on a
   * closed pool it would be an unhandled rejection that ends the process (issue 13). After a stop
   * only those come (its workers, clock and maintenance have stopped); a job one of them would
   * have ended was handed back by the stop, or expires and is retried.
   */
  close(): void;
}

/** What pg-boss's completion and failure commands answer when they changed no job. */
const NO_JOB_CHANGED = { count: '0' };

export function drainingExecutor(inner: SqlExecutor, onDropped: (text: string) => void): DrainingExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) {
        onDropped(text.trim().split(/\s+/).slice(0, 4).join(' '));
        return Promise.resolve({ rows: [NO_JOB_CHANGED] });
      }
      const statement = inner.executeSql(text, values);
      const settled: Promise<unknown> = statement.then(
        () => inFlight.delete(settled),
        () => inFlight.delete(settled),
      );
      inFlight.add(settled);
      return statement;
    },
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight.size === 0 || Date.now() >= deadline) return;
        await settledBy(Promise.all(inFlight), deadline);
      }
    },
    close() {
      closed = true;
    },
  };
}

/** Waits for `promise` to settle, or until `deadline` (epoch ms), whichever comes first. */
export async function settledBy(promise: Promise<unknown>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
  ]);
  clearTimeout(timer);
}
