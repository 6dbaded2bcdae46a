import type { BrandConfig } from '@portal/domain';
import type { FileStorage } from '../storage/file-storage';
import type { IsoDate } from './calendar';
import { planIdentities, type ClientIdentity } from './clients/identities';
import { seedClient } from './clients/seed-client';
import { seedAdvice } from './content/advice';
import { seedCommentary } from './content/commentary';
import { seedLibrary } from './content/library';
import { seedPosts } from './content/posts';
import { FileWrites, type PortalSeed, type SeedContext } from './context';
import { buildMarket } from './market/index';
import { seedMarketRows } from './market-rows';
import { seedGroupMessage } from './messages';
import { seedPortal } from './portal';
import { Rng } from './random';
import { SeedWorkers } from './worker-pool';
import { SEED_TABLES } from './tables';
import { storedFile, writeOnlyStorage } from './write-only-storage';
import { SeedWriter } from './writer/seed-writer';

export interface GenerateOptions {
  brand: BrandConfig;
  scale: number;
  seed: string;
  asOf: IsoDate;
  passwordHash: string;
  storage: FileStorage;
  /**
   * Worker threads generating the clients while this thread writes (0, the default: everything on
   * this thread). With workers, this thread generates the shared rows and the portals' content and
   * runs every COPY; the clients all come from the workers, which start at once. Workers already
   * started (`SeedWorkers.start`, for the same brand, scale, seed and as-of date) are used as they are.
   */
  workers?: number | SeedWorkers;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  clientsDone: number;
  clientsTotal: number;
  rows: number;
}

/** Companies (each with one portal) per seed run. */
export const PORTALS_PER_RUN = 2;

/** The shared context of a run; workers build the same one (same seed, same market, same ids). */
export function createContext(
  writer: SeedWriter,
  options: Pick<GenerateOptions, 'brand' | 'scale' | 'seed' | 'asOf' | 'passwordHash' | 'storage'>,
): SeedContext {
  const rng = new Rng(`${options.seed}/${options.brand.id}`);
  return {
    brand: options.brand,
    scale: options.scale,
    asOf: options.asOf,
    passwordHash: options.passwordHash,
    market: buildMarket(rng.fork('market'), options.asOf),
    writer,
    rng,
    emails: new Set(),
    files: new FileWrites(options.storage),
  };
}

/**
 * The portals of a run and their clients' identities, planned from the seed alone: what
 * generateDemoData's first loop computes, its rows and files discarded (the portals' and their
 * staff's draws come from forks of their own, and the e-mails taken are the same). A seed worker
 * plans with it, so it can start on the clients before the calling thread has a database
 * (decision 136); the calling thread checks the plans are equal.
 */
export async function planPortals(
  ctx: SeedContext,
): Promise<{ portal: PortalSeed; identities: ClientIdentity[] }[]> {
  const planning: SeedContext = {
    ...ctx,
    writer: new SeedWriter({ copy: () => Promise.resolve() }, SEED_TABLES),
    files: new FileWrites(
      writeOnlyStorage((key, body, metadata) => Promise.resolve(storedFile(key, 0, metadata))),
    ),
  };
  const portals: { portal: PortalSeed; identities: ClientIdentity[] }[] = [];
  for (let p = 0; p < PORTALS_PER_RUN; p++) {
    const portal = await seedPortal(planning, p);
    portals.push({ portal, identities: planIdentities(ctx, portal) });
  }
  return portals;
}

/**
 * The workers of a run: those given, when they were started for its brand, scale, seed and as-of
 * date (a start across midnight at a month's end would not be), else new ones; none for 0.
 */
function seedWorkers(options: GenerateOptions): SeedWorkers | undefined {
  const wanted = {
    brand: options.brand.id,
    scale: options.scale,
    seed: options.seed,
    asOf: options.asOf,
  };
  const given = options.workers;
  if (given === undefined || given === 0) return undefined;
  if (typeof given === 'number') return SeedWorkers.start(given, wanted, options.passwordHash);
  if (given.matches(wanted)) return given;
  void given.terminate();
  return SeedWorkers.start(given.size, wanted, options.passwordHash);
}

/**
 * Generates the whole demo dataset into the writer: the shared market, then each company with its
 * staff, content and library, then its clients one by one (a checkpoint after each, so batches are
 * flushed while the next clients are generated). With workers, they are started first (each builds
 * the market while this thread builds its own and writes the shared rows) and generate every
 * client, while this thread copies what they send; the data is the same.
 */
export async function generateDemoData(writer: SeedWriter, options: GenerateOptions): Promise<void> {
  const workers = seedWorkers(options);
  try {
    const ctx = createContext(writer, options);
    // Every generator draws from its own fork of the run's random stream, so the order in which
    // they run does not change the data: the portals come first, so the workers can start on the
    // clients while this thread writes the market's rows.
    const portals: { portal: PortalSeed; identities: ClientIdentity[] }[] = [];
    for (let p = 0; p < PORTALS_PER_RUN; p++) {
      const portal = await seedPortal(ctx, p);
      seedPosts(ctx, portal);
      seedCommentary(ctx, portal);
      await seedAdvice(ctx, portal);
      await seedLibrary(ctx, portal);
      seedGroupMessage(ctx, portal, ctx.rng.fork(`group-message-${p}`));
      portals.push({ portal, identities: planIdentities(ctx, portal) });
    }

    const total = portals.reduce((sum, { portal }) => sum + portal.clients, 0);
    let done = 0;
    let reported = 0;
    const report = (clients: number) => {
      done += clients;
      if (!options.onProgress || (done - reported < total / 20 && done < total)) return;
      reported = done;
      const rows = Object.values(writer.rowCounts()).reduce((a, b) => a + b, 0);
      options.onProgress({ clientsDone: done, clientsTotal: total, rows });
    };
    if (workers) {
      // The workers have been generating since they started (their rows wait for this writer);
      // their rows join the writer's batches from now on, after the market's (added below before
      // this thread yields).
      const clients = workers.run({
        portals,
        writer,
        files: ctx.files,
        onClients: report,
      });
      clients.catch(() => undefined);
      seedMarketRows(ctx);
      await writer.checkpoint();
      await clients;
    } else {
      seedMarketRows(ctx);
      for (const { portal, identities } of portals) {
        for (let i = 0; i < portal.clients; i++) {
          await seedClient(ctx, portal, i, identities[i]!);
          await writer.checkpoint();
          report(1);
        }
      }
    }
    await writer.finish();
    await ctx.files.drain();
  } finally {
    await workers?.terminate();
  }
}
