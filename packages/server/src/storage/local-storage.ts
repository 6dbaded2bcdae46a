import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  fileKeySegments,
  InvalidFileKeyError,
  type FileMetadata,
  type FileStorage,
  type StoredFile,
} from './file-storage';

/** Metadata lives beside the files in a folder no key can reach (keys never start with a dot). */
const META_DIR = '.meta';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

interface MetaFile {
  contentType: string;
  custom: Record<string, string>;
}

/**
 * Files in a local folder (default `${DATA_DIR}/files`). Writes go to a temporary file renamed
 * into place, so a reader never sees half a file. Every key is checked and its resolved path must
 * stay inside the root.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

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

  const writeAtomically = async (target: string, data: Uint8Array | string) => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  };

  const stat = async (key: string): Promise<StoredFile | null> => {
    const { file, meta } = locate(key);
    let info;
    try {
      info = await fs.stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!info.isFile()) return null;
    const { contentType, custom } = await readMeta(meta);
    return { key, size: info.size, contentType, custom, updatedAt: info.mtime };
  };

  return {
    async put(key: string, bytes: Uint8Array, metadata: FileMetadata = {}) {
      const { file, meta } = locate(key);
      const stored: MetaFile = {
        contentType: metadata.contentType ?? DEFAULT_CONTENT_TYPE,
        custom: metadata.custom ?? {},
      };
      await writeAtomically(meta, JSON.stringify(stored));
      await writeAtomically(file, bytes);
      return { key, size: bytes.byteLength, ...stored, updatedAt: new Date() };
    },

    async get(key: string) {
      const info = await stat(key);
      if (!info) return null;
      try {
        const bytes = new Uint8Array(await fs.readFile(locate(key).file));
        return { ...info, size: bytes.byteLength, bytes };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    stat,

    async delete(key: string) {
      const { file, meta } = locate(key);
      await fs.rm(meta, { force: true });
      try {
        await fs.unlink(file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async list(prefix = '') {
      const keys: string[] = [];
      const walk = async (dir: string, relative: string) => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
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
