import type { Readable } from 'node:stream';

/** What `put` accepts: bytes already in memory, or a stream that is read once, to the end. */
export type FileBody = Uint8Array | Readable;

/**
 * Where files (documents, logos, media) live: a local folder by default, an S3-compatible store
 * when configured (ARCHITECTURE "Stateless servers"). Keys are relative, '/'-separated paths such
 * as "General/<upload id>/statement.pdf" (see keys.ts); the database stores keys, never file-system
 * paths or public URLs. Every method checks the key with fileKeySegments first.
 */
export interface FileStorage {
  /** Stores a file under a key, replacing what was there. A failed write leaves nothing behind. */
  put(key: string, body: FileBody, metadata?: FileMetadata): Promise<StoredFile>;
  /** The whole file in memory with its metadata, or null (small files, tests). */
  get(key: string): Promise<(StoredFile & { bytes: Uint8Array }) | null>;
  /** The file as a stream with its metadata, or null: downloads go through here. */
  open(key: string): Promise<(StoredFile & { stream: Readable }) | null>;
  /** The metadata without the bytes (a HEAD), or null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  /**
   * Changes a file's metadata without rewriting the caller's bytes: a given content type replaces
   * the old one; custom pairs are merged, and a pair whose value is null is removed. Null when
   * there is no file.
   */
  updateMetadata(key: string, changes: MetadataChanges): Promise<StoredFile | null>;
  /** Removes a file; false when there was none. */
  delete(key: string): Promise<boolean>;
  /** Files whose key starts with `prefix` (all with ''), sorted by key. */
  list(prefix?: string): Promise<StoredFile[]>;
}

export interface FileMetadata {
  /** MIME type, e.g. application/pdf. */
  contentType?: string;
  /** Free-form string pairs (uploader, original name, …), kept with the file. */
  custom?: Record<string, string>;
}

export interface MetadataChanges {
  contentType?: string;
  custom?: Record<string, string | null>;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  custom: Record<string, string>;
  updatedAt: Date;
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Merges metadata changes into what a file has (see FileStorage.updateMetadata). */
export function applyMetadataChanges(
  current: { contentType: string; custom: Record<string, string> },
  changes: MetadataChanges,
): { contentType: string; custom: Record<string, string> } {
  const custom = { ...current.custom };
  for (const [name, value] of Object.entries(changes.custom ?? {})) {
    if (value === null) delete custom[name];
    else custom[name] = value;
  }
  return { contentType: changes.contentType ?? current.contentType, custom };
}

/** An opened file read to the end into memory (FileStorage.get of every store). */
export async function readWhole(
  opened: (StoredFile & { stream: Readable }) | null,
): Promise<(StoredFile & { bytes: Uint8Array }) | null> {
  if (!opened) return null;
  const { stream, ...info } = opened;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  return { ...info, size: bytes.byteLength, bytes };
}

/** A key that is empty, absolute, or leaves the storage root (.., hidden or empty segments). */
export class InvalidFileKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

const MAX_KEY_LENGTH = 1024;

/**
 * Checks a key and returns its segments. Refused: empty keys, absolute paths ('/x', 'C:\x'),
 * backslashes, NUL and control characters, empty segments ('a//b'), and segments starting with a
 * dot ('..', '.', '.hidden'), which covers every way to climb out of the root. Stores with a flat
 * namespace (S3) apply the same rule, so a key valid on one is valid on all.
 */
export function fileKeySegments(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidFileKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key.slice(0, 40), 'too long');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidFileKeyError(key, 'control character');
  if (key.includes('\\')) throw new InvalidFileKeyError(key, 'backslash');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new InvalidFileKeyError(key, 'absolute path');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidFileKeyError(key, 'empty segment');
    if (segment.startsWith('.')) throw new InvalidFileKeyError(key, 'segment starts with a dot');
  }
  return segments;
}
