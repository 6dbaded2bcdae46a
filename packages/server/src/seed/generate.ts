import type { BrandConfig } from '@portal/domain';
import type { FileStorage } from '../storage/file-storage';
import type { IsoDate } from './calendar';
import { seedClient } from './clients';
import { seedAdvice } from './content/advice';
import { seedCommentary } from './content/commentary';
import { seedLibrary } from './content/library';
import { seedPosts } from './content/posts';
import { FileWrites, type SeedContext } from './context';
import { buildMarket } from './market/index';
import { seedMarketRows } from './market-rows';
import { seedGroupMessage } from './messages';
import { seedPortal } from './portal';
import { Rng } from './random';
import type { SeedWriter } from './writer/seed-writer';

export interface GenerateOptions {
  brand: BrandConfig;
  scale: number;
  seed: string;
  asOf: IsoDate;
  passwordHash: string;
  storage: FileStorage;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedProgress {
  portal: number;
  portals: number;
  clientsDone: number;
  clientsPerPortal: number;
  rows: number;
}

/** Companies (each with one portal) per seed run. */
export const PORTALS_PER_RUN = 2;

/**
 * Generates the whole demo dataset into the writer: the shared market, then each company with its
 * staff, content and library, then its clients one by one (a checkpoint after each, so batches are
 * flushed while the next clients are generated).
 */
export async function generateDemoData(writer: SeedWriter, options: GenerateOptions): Promise<void> {
  const rng = new Rng(`${options.seed}/${options.brand.id}`);
  const ctx: SeedContext = {
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
  seedMarketRows(ctx);
  for (let p = 0; p < PORTALS_PER_RUN; p++) {
    const portal = await seedPortal(ctx, p);
    seedPosts(ctx, portal);
    seedCommentary(ctx, portal);
    await seedAdvice(ctx, portal);
    await seedLibrary(ctx, portal);
    seedGroupMessage(ctx, portal, rng.fork(`group-message-${p}`));
    const every = Math.max(1, Math.round(portal.clients / 20));
    for (let i = 0; i < portal.clients; i++) {
      await seedClient(ctx, portal, i);
      await writer.checkpoint();
      if (options.onProgress && ((i + 1) % every === 0 || i + 1 === portal.clients)) {
        const rows = Object.values(writer.rowCounts()).reduce((a, b) => a + b, 0);
        options.onProgress({
          portal: p,
          portals: PORTALS_PER_RUN,
          clientsDone: i + 1,
          clientsPerPortal: portal.clients,
          rows,
        });
      }
    }
  }
  await writer.finish();
  await ctx.files.drain();
}
