import type { FileStorage } from '../storage/index';
import type { BackupLocation } from './location';
import { BackupError, hashingStream, readAll, sha256Of, verifyEntry, type FileEntry } from './manifest';

/** Files are copied a few at a time: enough to hide S3 round trips, little memory. */
const CONCURRENCY = 4;

const nameOf = (key: string) => `files/${key}`;

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(work))));
  }
  return results;
}

/** Copies every stored file into the backup under files/<key>, hashed on the way. */
export async function backupFiles(storage: FileStorage, location: BackupLocation): Promise<FileEntry[]> {
  const listed = await storage.list('');
  const copied = await inBatches(listed, async (file) => {
    const opened = await storage.open(file.key);
    // Deleted since the listing (the server may be running): nothing refers to it any more.
    if (!opened) return null;
    const hashing = hashingStream();
    await location.write(nameOf(file.key), opened.stream.pipe(hashing.stream));
    return {
      key: file.key,
      name: nameOf(file.key),
      contentType: opened.contentType,
      custom: opened.custom,
      ...hashing.result(),
    } satisfies FileEntry;
  });
  return copied.filter((entry): entry is FileEntry => entry !== null);
}

async function readVerified(location: BackupLocation, entry: FileEntry): Promise<Buffer> {
  const stream = await location.read(entry.name);
  if (!stream) throw new BackupError(`${entry.name} is missing from the backup.`);
  const bytes = await readAll(stream);
  verifyEntry(entry, { size: bytes.byteLength, sha256: sha256Of(bytes) });
  return bytes;
}

/** Reads every file of the manifest and checks its checksum, before anything is restored. */
export async function verifyFiles(location: BackupLocation, entries: FileEntry[]): Promise<void> {
  await inBatches(entries, async (entry) => {
    await readVerified(location, entry);
  });
}

/** Puts every file back under its key, with its content type and metadata, checked again on the way. */
export async function restoreFiles(
  location: BackupLocation,
  entries: FileEntry[],
  storage: FileStorage,
): Promise<void> {
  await inBatches(entries, async (entry) => {
    const bytes = await readVerified(location, entry);
    await storage.put(entry.key, bytes, { contentType: entry.contentType, custom: entry.custom });
  });
}
