import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { CLIENTS_PER_PORTAL } from './portal';
import { seededCopy } from './seeded-copy';
import { scalar, SEEDED_DATA_TABLES, tableHash, TEST_AS_OF } from './test-support';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup) await step();
});

/** Runs `npm run seed` the way the root script does (tsx), on an embedded database in `dataDir`. */
async function seedCommand(dataDir: string, args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: repoRoot,
      // Never the server of a DATABASE_URL test run: this writes to its own embedded database.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, BRAND: 'asset-manager' },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The command always seeds an embedded database (DATABASE_URL is cleared above), so the server
// suite's PostgreSQL pass (.ci/run) would run it again as the embedded pass did; the one thing that
// pass adds, a reference seed on PostgreSQL, seed.test.ts and determinism.test.ts check there.
//
// One seed of the command's, at scale 1, compared with the run's shared seed of the same seed and
// day (seeded-copy.ts, seeded once a run for other files too): it shows at once that the command
// seeds, that worker threads give the data of one thread, and that a seed in another process gives
// the same data (determinism.test.ts leaves that to this file on the embedded pass). Scale 2 and a
// second seed of its own in here cost two scale-2 seeds a run for no check more (decision 135);
// that the scale multiplies the clients is portal.test.ts's.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run seed', () => {
  it('seeds with worker threads the same data as one thread, then refuses to seed again without --reset', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-cli-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const [first, shared] = await Promise.all([
      seedCommand(dataDir, ['--scale', '1', '--threads', '2', '--as-of', TEST_AS_OF]),
      seededCopy(),
    ]);
    cleanup.push(() => shared.drop());
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/2 threads/);
    expect(first.stdout).toMatch(/Seeded [\d,]+ rows/);
    expect(first.stdout).toMatch(/admin@harbourvale\.example/);

    const again = await seedCommand(dataDir, ['--scale', '1']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/--reset/);

    const embedded = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      for (const table of SEEDED_DATA_TABLES) {
        expect(await tableHash(embedded, table), table).toBe(await tableHash(shared.db, table));
      }
      expect(await scalar(embedded, `select count(*)::int from accounts`)).toBe(2 * CLIENTS_PER_PORTAL);
    } finally {
      await embedded.close();
    }
  }, 900_000);
});
