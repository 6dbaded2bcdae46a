import os from 'node:os';
import path from 'node:path';

/** Set by the server tests' global setup: one id per test run. */
export const TEST_RUN_VARIABLE = 'PORTAL_SERVER_TEST_RUN';

/**
 * Where the run keeps its seeded demo data: the PostgreSQL database to copy and the files' folder,
 * under the run's prefix and folder, which the teardown removes. One for the whole run, whichever
 * worker seeds it (seed/seeded-copy.ts).
 */
export function seededCopyNames(run: string): { database: string; files: string } {
  return {
    database: `${seededDatabasePrefix(run)}original`,
    files: path.join(seededFilesFolder(run), 'files'),
  };
}

/** The run's seeded databases start with this. */
export function seededDatabasePrefix(run: string): string {
  return `test_seeded_${run}_`;
}

/** The run's seeded files, and what the workers share about them, are under this folder. */
export function seededFilesFolder(run: string): string {
  return path.join(os.tmpdir(), `portal-seeded-${run}`);
}
