import path from 'node:path';
import { createLocalStorage } from './local-storage';

export * from './file-storage';
export { createLocalStorage } from './local-storage';

/** The folder under the data directory where the local store keeps files. */
export function localFilesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The default store: a local folder under the data directory. */
export function defaultStorage(dataDir: string) {
  return createLocalStorage(localFilesRoot(dataDir));
}
