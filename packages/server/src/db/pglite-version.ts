import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The installed PGlite package's version. A PGlite data directory (a test snapshot, a backup) is
 * only sure to open in the same build, so both record it.
 */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (let i = 0; i < 3; i++, dir = path.dirname(dir)) {
    try {
      return (require(path.join(dir, 'package.json')) as { version: string }).version;
    } catch {
      // keep climbing until the package root
    }
  }
  return 'unknown';
}
