import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  applyMetadataChanges,
  readWhole,
  DEFAULT_CONTENT_TYPE,
  fileKeySegments,
  InvalidFileKeyError,
  type FileBody,
  type FileMetadata,
  type FileStorage,
  type StoredFile,
} from './file-storage';

/** Metadata lives beside the files in a folder no key can reach (keys never start with a dot). */
const META_DIR = '.meta';

interface MetaFile {
  contentType: string;
  custom: Record<string, string>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Removes `dir` and then its parents while they are empty, stopping below `stop`. A folder another
 * writer has just filled is not empty and stays; one already gone ends the walk. A concurrent
 * recursive mkdir that loses its parent here makes it again (Node retries on ENOENT).
 */
async function pruneEmpty(dir: string, stop: string): Promise<void> {
  for (let current = dir; current.startsWith(stop + path.sep); current = path.dirname(current)) {
    try {
      await fs.rmdir(current);
    } catch {
      return;
    }
  }
}

/**
 * Files in a local folder (default `${DATA_DIR}/files`). Writes stream into a temporary file that
 * is renamed into place, so a reader never sees half a file; a failed write leaves neither a file
 * nor the folders made for it, and a delete removes the folders it empties (each upload has a
 * folder of its own, keys.ts). Every key is checked and its resolved path must stay inside the root.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const metaRoot = path.join(base, META_DIR);
  const pruneFolders = async (place: { file: string; meta: string }) => {
    await pruneEmpty(path.dirname(place.file), base);
    await pruneEmpty(path.dirname(place.meta), metaRoot);
  };

  const locate = (key: string) => {
    const segments = fileKeySegments(key);
    const file = path.resolve(base, ...segments);
    // Belt and braces: the segment rules already keep keys inside the root.
    if (!file.startsWith(base + path.sep)) throw new InvalidFileKeyError(key, 'outside the storage root');
    return { file, meta: path.resolve(base, META_DIR, ...segments) + '.json' };
  };

  const readMeta = async (metaPath: string): Promise<MetaFile> => {
    try {
      const parsed = JSON.parse(await fs.readFile(metaPath, 'utf8')) as Partial<MetaFile>;
      return { contentType: parsed.contentType ?? DEFAULT_CONTENT_TYPE, custom: parsed.custom ?? {} };
    } catch {
      return { contentType: DEFAULT_CONTENT_TYPE, custom: {} };
    }
  };

  /** Writes into a temporary file beside the target; the caller renames it or it is removed. */
  const writeTemporary = async (target: string, data: FileBody | string): Promise<string> => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const out = data instanceof Readable ? createWriteStream(temporary, { flags: 'wx' }) : null;
    try {
      if (out) await pipeline(data as Readable, out);
      else await fs.writeFile(temporary, data, { flag: 'wx' });
    } catch (error) {
      // A source that fails at once can fail before the file is opened: the stream still opens
      // (creating the file) and then closes. Remove it only after that, or it is left behind.
      if (out && !out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return temporary;
  };

  const writeAtomically = async (target: string, data: string) => {
    await fs.rename(await writeTemporary(target, data), target);
  };

  const stat = async (key: string): Promise<StoredFile | null> => {
    const { file, meta } = locate(key);
    let info;
    try {
      info = await fs.stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!info.isFile()) return null;
    const { contentType, custom } = await readMeta(meta);
    return { key, size: info.size, contentType, custom, updatedAt: info.mtime };
  };

  const open = async (key: string) => {
    const info = await stat(key);
    if (!info) return null;
    const handle = await fs.open(locate(key).file, 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    // Size from the open handle: a replace between stat and open must not mislabel the stream.
    const { size } = await handle.stat();
    return { ...info, size, stream: handle.createReadStream({ autoClose: true }) as Readable };
  };

  return {
    async put(key: string, body: FileBody, metadata: FileMetadata = {}) {
      const { file, meta } = locate(key);
      const stored: MetaFile = {
        contentType: metadata.contentType ?? DEFAULT_CONTENT_TYPE,
        custom: metadata.custom ?? {},
      };
      try {
        const temporary = await writeTemporary(file, body);
        try {
          await writeAtomically(meta, JSON.stringify(stored));
          await fs.rename(temporary, file);
        } catch (error) {
          await fs.rm(temporary, { force: true });
          throw error;
        }
      } catch (error) {
        await pruneFolders({ file, meta });
        throw error;
      }
      const { size } = await fs.stat(file);
      return { key, size, ...stored, updatedAt: new Date() };
    },

    get: async (key: string) => readWhole(await open(key)),

    open,
    stat,

    async updateMetadata(key, changes) {
      const info = await stat(key);
      if (!info) return null;
      const next = applyMetadataChanges(info, changes);
      await writeAtomically(locate(key).meta, JSON.stringify(next));
      return { ...info, ...next };
    },

    async delete(key: string) {
      const place = locate(key);
      await fs.rm(place.meta, { force: true });
      let deleted = true;
      try {
        await fs.unlink(place.file);
      } catch (error) {
        if (!isMissing(error)) throw error;
        deleted = false;
      }
      await pruneFolders(place);
      return deleted;
    },

    async list(prefix = '') {
      const keys: string[] = [];
      const walk = async (dir: string, relative: string) => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of entries) {
          // Skips the metadata folder and temporary files of writes in progress.
          if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) {
            // Only descend where keys with the prefix can be.
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`))
              await walk(path.join(dir, entry.name), key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            keys.push(key);
          }
        }
      };
      await walk(base, '');
      keys.sort();
      const files = await Promise.all(keys.map((key) => stat(key)));
      return files.filter((file): file is StoredFile => file !== null);
    },
  };
}
