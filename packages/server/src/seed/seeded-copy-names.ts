import os from 'node:os';
import path from 'node:path';

/** Set by the server tests' global setup: one id per test run. */
export const TEST_RUN_VARIABLE = 'PORTAL_SERVER_TEST_RUN';

/**
 * Where a test process keeps the run's seeded demo data: the PostgreSQL database to copy and the
 * files' folder. Each test worker seeds its own (workers run files side by side, decision 101), so
 * the names carry the process id under the run's prefix and folder, which the teardown removes.
 */
export function seededCopyNames(
  run: string,
  worker: number = process.pid,
): { database: string; files: string } {
  return {
    database: `${seededDatabasePrefix(run)}${worker}`,
    files: path.join(seededFilesFolder(run), String(worker)),
  };
}

/** Every worker's seeded database of the run starts with this. */
export function seededDatabasePrefix(run: string): string {
  return `test_seeded_${run}_`;
}

/** Every worker's seeded files of the run are under this folder. */
export function seededFilesFolder(run: string): string {
  return path.join(os.tmpdir(), `portal-seeded-${run}`);
}
