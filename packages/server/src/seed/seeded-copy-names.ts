import os from 'node:os';
import path from 'node:path';

/** Set by the server tests' global setup: one id per test run. */
export const TEST_RUN_VARIABLE = 'PORTAL_SERVER_TEST_RUN';

/** Where a run keeps its seeded demo data: the PostgreSQL database to copy and the files' folder. */
export function seededCopyNames(run: string): { database: string; files: string } {
  return { database: `test_seeded_${run}`, files: path.join(os.tmpdir(), `portal-seeded-${run}`) };
}
