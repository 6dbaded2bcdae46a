import cluster from 'node:cluster';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '../auth/password-hash';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/demo-credentials';
import { defaultAsOf } from '../seed/calendar';
import { DEFAULT_SEED, SeedWorkers } from '../seed/worker-pool';

/**
 * The demo seed's workers for a start that will seed an empty embedded data folder (no cluster
 * in it yet, SEED_ON_START on, SEED_WORKERS above 0, one process), started before the server's
 * modules load; undefined otherwise, or when the configuration does not parse (the server then
 * says why). Imports only light modules: the point is to start them first. The seed uses them
 * only when they were started for its brand, scale, seed and as-of date (the defaults here).
 */
export async function startSeedWorkersEarly(): Promise<SeedWorkers | undefined> {
  if (cluster.isWorker) return undefined;
  let config;
  try {
    config = loadConfig();
  } catch {
    return undefined;
  }
  if (config.databaseUrl || !config.seedOnStart || config.seedWorkers <= 0 || config.webConcurrency > 1)
    return undefined;
  // initdb and the cluster image both write PG_VERSION first: its absence means an empty folder.
  const empty = await fs
    .stat(path.join(config.pgliteDir, 'PG_VERSION'))
    .then(() => false)
    .catch(() => true);
  if (!empty) return undefined;
  // The hash is made on libuv's pool while the workers load; they need it for their first client.
  return SeedWorkers.start(
    config.seedWorkers,
    { brand: config.brand, scale: 1, seed: DEFAULT_SEED, asOf: defaultAsOf() },
    hashPassword(DEMO_PASSWORD),
  );
}
