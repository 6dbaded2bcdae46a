import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { buildServerIfStale } from '../../../../scripts/server-build.mjs';
import { seededDatabasePrefix, seededFilesFolder, TEST_RUN_VARIABLE } from '../seed/seeded-copy-names';

/**
 * The server project's run: an id the test workers inherit (seed/seeded-copy.ts keeps each worker's
 * seeded demo data under it), and at the end the removal of that data. The server's bundle is built
 * first when its sources are newer, for the files that start it as `npm start` does
 * (testing/server-start.ts): built here, no worker swaps it in under another's starting server.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await buildServerIfStale();
  const run = randomBytes(6).toString('hex');
  process.env[TEST_RUN_VARIABLE] = run;
  return async () => {
    await fs.rm(seededFilesFolder(run), { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const seeded = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [seededDatabasePrefix(run)],
      );
      for (const { datname } of seeded.rows)
        await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
