import { cutToBytes, MAX_NAME_BYTES, safeFileName, utf8Bytes } from '../storage/keys';

/** A stored document's name from what the browser sent: cleaned (keys.ts) and ending in .pdf. */
export function pdfFileName(raw: string): string {
  const name = safeFileName(raw, 'document.pdf');
  // Cleaned again with the extension added, so the byte limit still holds.
  return /\.pdf$/i.test(name) ? name : safeFileName(`${name}.pdf`, 'document.pdf');
}

function split(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot) } : { stem: name, extension: '' };
}

/** Room kept for a copy's `_{n}` (up to `_99999`) so name_n stays within the name limit. */
const COPY_SUFFIX_BYTES = 6;

/**
 * The stem and extension with the stem shortened so that `extra` bytes still fit in MAX_NAME_BYTES:
 * a name at the limit keeps it once ' - Copy' or '_1' is added.
 */
function splitWithRoom(name: string, extra: number): { stem: string; extension: string } {
  const { stem, extension } = split(name);
  if (utf8Bytes(name) + extra <= MAX_NAME_BYTES) return { stem, extension };
  return { stem: cutToBytes(stem, MAX_NAME_BYTES - extra - utf8Bytes(extension)), extension };
}

/** §4 copy: the first of name_1, name_2, … (before the extension) that no file in `taken` has. */
export function copyName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((value) => value.toLowerCase()));
  const { stem, extension } = splitWithRoom(name, COPY_SUFFIX_BYTES);
  for (let n = 1; ; n++) {
    const candidate = `${stem}_${n}${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** §4 Duplicate appends ' - Copy' to the name (before the extension of a file name). */
export function duplicateName(name: string): string {
  const { stem, extension } = splitWithRoom(name, utf8Bytes(' - Copy'));
  return `${stem} - Copy${extension}`;
}

/** The LIKE pattern (escaped) of the names copyName may produce for `name`. */
export function copyNamePattern(name: string): string {
  const { stem } = splitWithRoom(name, COPY_SUFFIX_BYTES);
  return `${stem.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}\\_%`;
}
