/**
 * Storage keys of spec §7, always built here from server-chosen parts and a cleaned file name: a
 * name typed by a user is never used as a path (ASVS 5.3.2).
 * - uploads: `{formId or General}/{upload id}/{file name}`. The upload id (a uuid the server makes)
 *   is a folder of its own because file names repeat across accounts and a replace must never
 *   overwrite another account's file (docs/decisions.md #23);
 * - media: `media/{name}-{timestamp}/{file name}` (§7's leading '/' dropped: keys are relative).
 */

const MAX_NAME_LENGTH = 180;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A file name safe as one key segment and in a header: the last path segment only (so
 * `../../x.pdf` and `C:\dir\x.pdf` become `x.pdf`), Unicode-normalised, without control
 * characters, reserved punctuation or leading dots, at most 180 characters with its extension
 * kept. `fallback` when nothing usable is left.
 */
export function safeFileName(raw: string, fallback = 'file'): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (cleaned === '') return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}

/** The key of an uploaded file: `{formId or General}/{uploadId}/{file name}`. */
export function uploadKey(input: { uploadId: string; fileName: string; formId?: string | null }): string {
  if (!UUID.test(input.uploadId)) throw new Error('uploadKey: the upload id must be a uuid');
  if (input.formId && !UUID.test(input.formId)) throw new Error('uploadKey: the form id must be a uuid');
  return `${input.formId ?? 'General'}/${input.uploadId}/${safeFileName(input.fileName)}`;
}

/** The key of a media library file: `media/{name without extension}-{timestamp}/{file name}`. */
export function mediaKey(fileName: string, at: Date = new Date()): string {
  const name = safeFileName(fileName);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `media/${stem}-${at.getTime()}/${name}`;
}
