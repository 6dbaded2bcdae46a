import { getBrand, type BrandId } from '@portal/domain';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { defaultStorage, type FileStorage } from '../storage/index';
import { defaultAsOf, type IsoDate } from './calendar';
import { DEMO_PASSWORD } from './demo-credentials';
import { hasPortals, seedIfEmpty, type SeedOutcome } from './run-seed';
import { readDemoSignIns } from './sign-ins';
import { seedPublicSite } from './content/public-site';
import { DEFAULT_SEED, type SeedWorkers } from './worker-pool';
import { upkeepTables } from '../upkeep/table-upkeep';

export { DEMO_PASSWORD } from './demo-credentials';

/** One demo sign-in printed at start-up. */
export interface DemoSignIn {
  portal: string;
  role: 'admin' | 'advisor' | 'investor';
  email: string;
  password: string;
}

export interface SeedOptions {
  brand: BrandId;
  /** Multiplies clients, portfolios and transactions; 1 is the everyday demo. */
  scale?: number;
  /** Seed of the random generator; the same seed and as-of date give the same data. Default 'demo'. */
  seed?: string;
  /** The "today" of the data (prices up to this month); default the first day of the current month. */
  asOf?: IsoDate;
  /** Where documents and logos go; default a local folder under `dataDir`. */
  storage?: FileStorage;
  /** The data directory for the default storage; default the configuration's DATA_DIR. */
  dataDir?: string;
  /**
   * Worker threads generating the clients while the calling thread writes them (default 0:
   * everything on the calling thread). The server's start uses SEED_WORKERS (config.ts).
   */
  workers?: number | SeedWorkers;
  /** Called as clients are generated (the CLI prints it). */
  onProgress?: Parameters<typeof seedIfEmpty>[1]['onProgress'];
}

export { DEFAULT_SEED } from './worker-pool';

/**
 * Seeds the demo data when the database has no portals (all or nothing, see seedIfEmpty), and
 * returns the demo sign-ins either way. The demo password is hashed once per run and shared.
 */
export async function ensureDemoData(handle: DatabaseHandle, options: SeedOptions): Promise<DemoSignIn[]> {
  await seedDemoData(handle, options);
  return readDemoSignIns(handle);
}

/** ensureDemoData without reading the sign-ins back: the outcome (rows per table, seconds). */
export async function seedDemoData(handle: DatabaseHandle, options: SeedOptions): Promise<SeedOutcome> {
  try {
    return await seedWhenEmpty(handle, options);
  } finally {
    // Workers started before (startup/early-seed-workers.ts) end with the seed, also when it had
    // nothing to do.
    if (typeof options.workers === 'object') await options.workers.terminate();
  }
}

async function seedWhenEmpty(handle: DatabaseHandle, options: SeedOptions): Promise<SeedOutcome> {
  if (await hasPortals(handle)) return { seeded: false, rows: {}, seconds: 0 };
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1)
    throw new RangeError(`Seed scale must be a whole number ≥ 1, not ${scale}`);
  const brand = getBrand(options.brand);
  const asOf = options.asOf ?? defaultAsOf();
  const outcome = await seedIfEmpty(handle, {
    brand,
    scale,
    seed: options.seed ?? DEFAULT_SEED,
    asOf,
    // Workers started early were given the hash with their start (startup/early-seed-workers.ts).
    passwordHash: await (typeof options.workers === 'object'
      ? options.workers.passwordHash
      : hashPassword(DEMO_PASSWORD)),
    storage: options.storage ?? defaultStorage(options.dataDir ?? loadConfig().dataDir),
    workers: options.workers,
    onProgress: options.onProgress,
  });
  // The public site's content goes through the admin store, after the bulk load has committed.
  if (outcome.seeded) await seedPublicSite(handle.db, brand, asOf);
  // A bulk load is analysed at once on a server (decision 121): until autovacuum comes round, or
  // forever where it is off, the planner would guess, and the clock's first run read each portfolio's
  // anchor days by scanning (20 s a batch at scale 100). The embedded database's cold start
  // queues the same upkeep as a job after the server answers (decision 120).
  if (outcome.seeded && handle.kind === 'postgres') await upkeepTables(handle.db);
  return outcome;
}
