import { createRequire } from 'node:module';

let cached: string | undefined;

/** The server package's version (read once; JSON import attributes still warn on Node 20). */
export function serverVersion(): string {
  cached ??= (createRequire(import.meta.url)('../package.json') as { version: string }).version;
  return cached;
}
