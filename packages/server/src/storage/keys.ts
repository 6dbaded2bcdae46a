/**
 * Storage keys of spec §7, always built here from server-chosen parts and a cleaned file name: a
 * name typed by a user is never used as a path (ASVS 5.3.2).
 * - uploads: `{formId or General}/{upload id}/{file name}`. The upload id (a uuid the server makes)
 *   is a folder of its own because file names repeat across accounts and a replace must never
 *   overwrite another account's file (docs/decisions.md #23);
 * - media: `media/{name}-{timestamp}/{file name}` (§7's leading '/' dropped: keys are relative).
 */

/**
 * A name's limit in UTF-8 bytes, not characters: file systems count bytes (255 a segment on ext4,
 * APFS, NTFS in UTF-16 units) and a 'é' is 2 bytes, a Greek letter 2, a CJK one 3. 200 leaves room
 * for the local store's `.{12 hex}.tmp` and `.json` suffixes and for the media folder's
 * `-{timestamp}` within 255 (docs/decisions.md #70).
 */
export const MAX_NAME_BYTES = 200;
/** An extension kept through shortening is at most this many bytes, dot included ('.pdf', '.jpeg'). */
const MAX_EXTENSION_BYTES = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Characters that never belong in a file name: controls (Cc), invisible format characters (Cf:
 * the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E,
 * U+200F and U+061C, zero-width spaces and joiners, the BOM, tag characters…) and lone
 * surrogates. An override would show `invoice\u202Efdp.exe` as `invoiceexe.pdf`.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

const encoder = new TextEncoder();
/** The UTF-8 length of a string. */
export const utf8Bytes = (text: string): number => encoder.encode(text).byteLength;

/** The longest start of `text` within `maxBytes` of UTF-8, cut between code points. */
export function cutToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * A file name safe as one key segment and in a header: the last path segment only (so
 * `../../x.pdf` and `C:\dir\x.pdf` become `x.pdf`), without controls, invisible format or bidi
 * characters, NFC-normalised (the accent typed as 'e' + U+0301 and the one typed as 'é' give one
 * name), without reserved punctuation or leading dots, and at most MAX_NAME_BYTES of UTF-8 with
 * its extension kept. `fallback` when nothing usable is left.
 */
export function safeFileName(raw: string, fallback = 'file'): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // Removed before normalising: a mark between a letter and its accent would block composition.
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (cleaned === '') return fallback;
  if (utf8Bytes(cleaned) <= MAX_NAME_BYTES) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && utf8Bytes(cleaned.slice(dot)) <= MAX_EXTENSION_BYTES ? cleaned.slice(dot) : '';
  const stem = cutToBytes(
    cleaned.slice(0, cleaned.length - extension.length),
    MAX_NAME_BYTES - utf8Bytes(extension),
  ).replace(/[\s.]+$/, '');
  return stem === '' ? fallback : stem + extension;
}

/** The key of an uploaded file: `{formId or General}/{uploadId}/{file name}`. */
export function uploadKey(input: { uploadId: string; fileName: string; formId?: string | null }): string {
  if (!UUID.test(input.uploadId)) throw new Error('uploadKey: the upload id must be a uuid');
  if (input.formId && !UUID.test(input.formId)) throw new Error('uploadKey: the form id must be a uuid');
  return `${input.formId ?? 'General'}/${input.uploadId}/${safeFileName(input.fileName)}`;
}

/**
 * The key of a media file (admin uploads: logos, photos, page media): `media/{folder}/{file name}`.
 * §7 names the folder `{name}-{timestamp}`; ours is a random uuid because the folder is what lets a
 * signed-in reader fetch the file, and a name with a millisecond can be guessed (decision 80).
 */
export function mediaKey(input: { folder: string; fileName: string }): string {
  if (!UUID.test(input.folder)) throw new Error('mediaKey: the folder must be a uuid');
  return `media/${input.folder}/${safeFileName(input.fileName)}`;
}
