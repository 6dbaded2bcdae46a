import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client';

/**
 * pg-boss's `db` option: anything with `executeSql(text, values)` answering `{ rows }`. pg-boss
 * sends two kinds of text: one statement with `$n` parameters, and scripts of several statements
 * without values (schema creation, migrations, maintenance), some of them wrapped in
 * `BEGIN … COMMIT`.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The executor over the database the app opened: its pool on a server, its PGlite instance embedded. */
export function executorFor(database: DatabaseHandle): SqlExecutor {
  const executor = database.pglite
    ? pgliteExecutor(database.pglite)
    : database.pool
      ? poolExecutor(database.pool)
      : undefined;
  if (!executor) throw new Error(`No driver to run jobs on ${database.description}`);
  return {
    executeSql: (text, values) => executor.executeSql(skipBusyKeys(text), values),
  };
}

const FETCH_START =
  /^\s*WITH next as \(\s*SELECT id, singleton_key, policy\s+FROM pgboss\.job\s+WHERE name = \$1\s+AND state < 'active'/;

/**
 * pg-boss 10's fetch takes the oldest queued jobs and marks them active; in a `stately` or
 * `singleton` queue, when the oldest one's key already has a running job, that update violates the
 * queue's unique index, pg-boss swallows the error and the worker gets nothing: one busy portfolio
 * stalls every other portfolio's re-valuation (pg-boss issue #535). This adds to the fetch's
 * candidate filter "whose key has no running job", so such a job waits its turn and the others
 * pass. Only pg-boss's fetch statement matches; job-engine.test.ts fails if it ever stops matching.
 */
export function skipBusyKeys(text: string): string {
  const match = FETCH_START.exec(text);
  if (!match) return text;
  const busy = `
        AND NOT (job.policy IN ('stately', 'singleton') AND EXISTS (
          SELECT 1 FROM pgboss.job running
           WHERE running.name = $1 AND running.state = 'active' AND running.policy = job.policy
             AND COALESCE(running.singleton_key, '') = COALESCE(job.singleton_key, '')))`;
  return match[0] + busy + text.slice(match[0].length);
}

/**
 * PGlite: `query` runs one statement with parameters, `exec` a script without. A script that fails
 * after its own BEGIN would leave PGlite's only session in an aborted transaction, so scripts run
 * inside `transaction()`, which rolls back on error before anyone else may query (pg-boss expects
 * the "already exists" error of a concurrent schema creation and carries on).
 */
function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values === undefined) {
        const results = await pglite.transaction((tx) => tx.exec(text));
        return results.at(-1) ?? { rows: [] };
      }
      return pglite.query(text, values.map(toParameter));
    },
  };
}

/** node-postgres: the app's own pool; a failed script is rolled back before its client goes back. */
function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values !== undefined) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Runs pg-boss's one-statement commands inside a Drizzle transaction, so that a job is queued if
 * and only if the change that calls for it commits. The `$n` placeholders become Drizzle
 * parameters (a placeholder used twice becomes two parameters with the same value).
 */
export function transactionExecutor(tx: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${toParameter(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks));
      return result as unknown as { rows: unknown[] };
    },
  };
}

/**
 * Parameters as node-postgres would send them: arrays as array literals, objects as JSON. PGlite
 * serialises by the parameter's type and would turn a JS array into "a,b".
 */
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `"${String(value).replace(/["\\]/g, '\\$&')}"`;
}
