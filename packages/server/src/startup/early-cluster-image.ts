import cluster from 'node:cluster';
import { loadConfig } from '../config';
import { startFromBaseline, type BaselineStart } from '../db/pglite-baseline';

/**
 * The copy of the install's migrated empty cluster into an empty embedded data folder (decision
 * 97), begun before the server's modules load so that the copy's I/O overlaps their loading
 * (decision N). Undefined when the start copies no image (PostgreSQL, PGLITE_BASELINE=off, a forked
 * server of a cluster) or the configuration does not parse (the server then says why); serve.ts
 * awaits it before it opens the database.
 */
export function copyClusterImageEarly(): Promise<BaselineStart> | undefined {
  if (cluster.isWorker) return undefined;
  let config;
  try {
    config = loadConfig();
  } catch {
    return undefined;
  }
  if (config.databaseUrl || config.pgliteBaseline === 'off') return undefined;
  return startFromBaseline(config.pgliteDir, { root: config.pgliteBaseline });
}
