import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { createS3Storage, fileKeySegments, type S3Settings } from '../storage/index';
import { BackupError } from './manifest';

/**
 * Where a backup is written to or read from: a local folder or an S3 prefix. Names are relative
 * '/'-paths ("manifest.json", "files/General/<id>/x.pdf") checked with the storage key rules, so a
 * tampered manifest cannot reach outside the backup.
 */
export interface BackupLocation {
  description: string;
  /** True when nothing is stored there yet (a backup never mixes with another). */
  isEmpty(): Promise<boolean>;
  write(name: string, body: Uint8Array | Readable): Promise<void>;
  /** The stored bytes as a stream, or null when there are none. */
  read(name: string): Promise<Readable | null>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A local folder; files are written owner-only (the backup holds every client's data and a key). */
export function folderLocation(root: string): BackupLocation {
  const base = path.resolve(root);
  const locate = (name: string) => path.join(base, ...fileKeySegments(name));
  return {
    description: base,
    async isEmpty() {
      try {
        return (await fs.readdir(base)).length === 0;
      } catch (error) {
        if (isMissing(error)) return true;
        throw error;
      }
    },
    async write(name, body) {
      const file = locate(name);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      try {
        await pipeline(
          body instanceof Readable ? body : Readable.from([Buffer.from(body)]),
          createWriteStream(partial, { mode: 0o600 }),
        );
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async read(name) {
      const file = locate(name);
      const handle = await fs.open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      await handle.close();
      return createReadStream(file);
    },
  };
}

/** A bucket and prefix of an S3-compatible store, reached with `settings`' endpoint and keys. */
export function s3Location(settings: S3Settings, bucket: string, prefix: string): BackupLocation {
  const storage = createS3Storage({ ...settings, bucket, prefix: prefix ? `${prefix}/` : '' });
  return {
    description: `s3://${bucket}/${prefix}`,
    isEmpty: async () => (await storage.list('')).length === 0,
    async write(name, body) {
      await storage.put(name, body);
    },
    read: async (name) => (await storage.open(name))?.stream ?? null,
  };
}

const BACKUP_S3 = ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_S3_REGION'] as const;

/**
 * The location a `--to` or `--from` argument names: `s3://bucket/prefix` or a folder. An S3
 * location is reached with BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY
 * and BACKUP_S3_REGION when set (an install whose files are local can still back up to S3), else
 * with the install's own S3_* settings.
 */
export function parseLocation(
  argument: string,
  config: Pick<Config, 's3'>,
  env: NodeJS.ProcessEnv = process.env,
): BackupLocation {
  if (!argument.startsWith('s3://')) return folderLocation(argument);
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(argument);
  if (!match) throw new BackupError(`${argument} is not an s3://bucket/prefix address.`);
  const [, bucket, rawPrefix] = match;
  const prefix = rawPrefix!.replace(/\/+$/, '');
  if (prefix) fileKeySegments(prefix);
  const own = BACKUP_S3.filter((name) => env[name]);
  if (own.length > 0 && own.length < BACKUP_S3.length) {
    throw new BackupError(
      `An s3:// backup location also needs ${BACKUP_S3.filter((name) => !env[name]).join(', ')}.`,
    );
  }
  const settings: S3Settings | undefined =
    own.length > 0
      ? {
          endpoint: env.BACKUP_S3_ENDPOINT || undefined,
          bucket: bucket!,
          region: env.BACKUP_S3_REGION!,
          accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID!,
          secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY!,
        }
      : config.s3;
  if (!settings) {
    throw new BackupError(
      'An s3:// backup location needs BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY and BACKUP_S3_REGION (and BACKUP_S3_ENDPOINT for a server other than AWS), or the install’s S3_* settings.',
    );
  }
  return s3Location(settings, bucket!, prefix);
}
