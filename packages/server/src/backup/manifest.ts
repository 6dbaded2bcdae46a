import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';

/** The manifest's name in a backup; written last, so a backup without one is incomplete. */
export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'wealth-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const storedEntry = z.object({
  /** Where it is inside the backup, e.g. "database/pglite.tar.gz". */
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256,
});
export type StoredEntry = z.infer<typeof storedEntry>;

const fileEntry = storedEntry.extend({
  /** The storage key the file is restored under. */
  key: z.string().min(1),
  contentType: z.string().min(1),
  custom: z.record(z.string(), z.string()),
});
export type FileEntry = z.infer<typeof fileEntry>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** The server package's version that wrote it. */
  appVersion: z.string(),
  createdAt: z.string(),
  database: storedEntry.extend({
    driver: z.enum(['pglite', 'postgres']),
    /** What made the dump, for people: "PGlite 0.5.16 (PostgreSQL 18.6)", "pg_dump 15.20 …". */
    engine: z.string(),
    /** The applied migrations (names in journal order); the last one is the migration level. */
    migrations: z.array(z.string()),
  }),
  /**
   * The server's signing key file (DATA_DIR/signing.key) when there is one: it encrypts the
   * authenticator secrets, so a restore without it would lock out every user with a PIN app.
   */
  signingKey: storedEntry.nullable(),
  files: z.array(fileEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The migration level a manifest records: its last applied migration. */
export function migrationLevel(manifest: Manifest): string {
  return manifest.database.migrations.at(-1) ?? '(none)';
}

export function serializeManifest(manifest: Manifest): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
}

export class BackupError extends Error {}

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The backup manifest is not JSON: is this a backup folder?');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]!;
    throw new BackupError(
      `The backup manifest is not one this version reads (${problem.path.join('.') || 'root'}: ${problem.message}).`,
    );
  }
  return parsed.data;
}

/** A pass-through that measures and hashes what flows through it. */
export function hashingStream(): { stream: Transform; result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return {
    stream,
    result: () => ({ size, sha256: (digest ??= hash.digest('hex')) }),
  };
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads a stream to the end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Throws when bytes read back from a backup are not the ones the manifest recorded. */
export function verifyEntry(entry: StoredEntry, actual: { size: number; sha256: string }): void {
  if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
    throw new BackupError(
      `${entry.name} does not match the manifest (SHA-256 ${actual.sha256.slice(0, 12)}…, ${actual.size} bytes; ` +
        `expected ${entry.sha256.slice(0, 12)}…, ${entry.size} bytes): the backup is damaged.`,
    );
  }
}
