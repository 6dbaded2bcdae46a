import {
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  type FileMetadata,
  type StoredFile,
} from '../storage/file-storage';

/**
 * A store the seed only writes to (its one use of storage is `put`): `put` as given, every read
 * answering that there is nothing. A seed worker forwards its files with it; planning discards them.
 */
export function writeOnlyStorage(put: FileStorage['put']): FileStorage {
  return {
    put,
    get: () => Promise.resolve(null),
    open: () => Promise.resolve(null),
    stat: () => Promise.resolve(null),
    updateMetadata: () => Promise.resolve(null),
    delete: () => Promise.resolve(false),
    list: () => Promise.resolve([]),
  };
}

/** What a store reports for a file it was given. */
export function storedFile(key: string, size: number, metadata: FileMetadata | undefined): StoredFile {
  return {
    key,
    size,
    contentType: metadata?.contentType ?? DEFAULT_CONTENT_TYPE,
    custom: metadata?.custom ?? {},
    updatedAt: new Date(),
  };
}
