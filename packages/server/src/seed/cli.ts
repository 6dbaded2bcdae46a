import os from 'node:os';
import { getBrand } from '@portal/domain';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { localFilesRoot, storageFromConfig } from '../storage/index';
import { parseCliArgs, USAGE } from './cli-args';
import { DEFAULT_SEED, seedDemoData } from './index';
import { resetDatabase } from './reset';
import { hasPortals } from './run-seed';
import { readDemoSignIns } from './sign-ins';

// `npm run seed -- --scale N [--brand ID] [--reset] [--seed S] [--as-of D]`: seeds the configured
// database (DATABASE_URL, or the embedded one under DATA_DIR) with N times the demo data.

async function main(): Promise<number> {
  let args;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return (error as Error).message === USAGE ? 0 : 2;
  }
  const config = loadConfig();
  const brand = getBrand(args.brand ?? config.brand);
  const storage = storageFromConfig(config);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
    console.log(
      `Database: ${handle.description}; files: ${config.s3 ? `s3://${config.s3.bucket}` : localFilesRoot(config.dataDir)}`,
    );
    await migrate(handle);
    if (await hasPortals(handle)) {
      if (!args.reset) {
        console.error('The database already has data. Run with --reset to empty it and seed again.');
        return 1;
      }
      console.log('Emptying every table and the stored files (--reset)…');
      await resetDatabase(handle, storage);
    }
    // Large seeds spread client generation over worker threads (one per core, up to 4) while this
    // thread writes.
    const threads =
      args.threads ?? (args.scale >= 5 ? Math.min(4, Math.max(2, os.availableParallelism())) : 1);
    console.log(
      `Seeding brand ${brand.id}, scale ${args.scale} (${60 * args.scale} clients per portal), ` +
        `seed "${args.seed ?? DEFAULT_SEED}", ${threads} thread${threads === 1 ? '' : 's'}…`,
    );
    const started = performance.now();
    const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
    const outcome = await seedDemoData(handle, {
      brand: brand.id,
      scale: args.scale,
      seed: args.seed,
      asOf: args.asOf,
      storage,
      workers: threads > 1 ? threads : 0,
      onProgress: (p) =>
        console.log(
          `  ${p.clientsDone.toLocaleString('en-GB')}/${p.clientsTotal.toLocaleString('en-GB')} clients, ` +
            `${p.rows.toLocaleString('en-GB')} rows, ${elapsed()} s`,
        ),
    });
    const total = Object.values(outcome.rows).reduce((a, b) => a + b, 0);
    console.log(`\nSeeded ${total.toLocaleString('en-GB')} rows in ${outcome.seconds.toFixed(1)} s:`);
    for (const [table, rows] of Object.entries(outcome.rows).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${table.padEnd(22)} ${rows.toLocaleString('en-GB').padStart(12)}`);
    }
    console.log('\nDemo sign-ins:');
    for (const signIn of await readDemoSignIns(handle)) {
      console.log(`  ${signIn.portal} · ${signIn.role.padEnd(8)} ${signIn.email}  ${signIn.password}`);
    }
    return 0;
  } catch (error) {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

process.exitCode = await main();
