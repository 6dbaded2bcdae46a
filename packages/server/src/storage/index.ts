import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Settings } from './s3-storage';
import type { FileStorage } from './file-storage';

export * from './file-storage';
export * from './keys';
export { createLocalStorage } from './local-storage';
export { createS3Storage, type S3Settings } from './s3-storage';

/** The folder under the data directory where the local store keeps files. */
export function localFilesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The default store: a local folder under the data directory. */
export function defaultStorage(dataDir: string) {
  return createLocalStorage(localFilesRoot(dataDir));
}

/** The configured store: the S3-compatible bucket when S3_* is set, else the local folder. */
export function storageFromConfig(config: { dataDir: string; s3: S3Settings | undefined }): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : defaultStorage(config.dataDir);
}
