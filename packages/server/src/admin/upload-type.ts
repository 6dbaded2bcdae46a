/**
 * What an admin upload is, judged by its first bytes and never by its name or declared type (ASVS
 * 5.2.2): a PNG, JPEG, GIF or WebP image, or a PDF. SVG is refused rather than sanitised (ASVS
 * 1.3.4, decision 35): logos, photos and media need no scripts, and an SVG sanitiser is one more
 * parser an attacker gets to probe.
 */
export interface UploadType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';
  extension: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const startsWith = (head: Buffer, magic: Buffer | string) => {
  const bytes = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : magic;
  return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
};

export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  const head = Buffer.from(bytes.subarray(0, 16));
  if (startsWith(head, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(head, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(head, 'RIFF') && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(head, '%PDF-')) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

const EXTENSIONS: Record<UploadType['contentType'], string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The stored name: the cleaned upload name with an extension that says what the bytes are, so the
 * media grid's icon by extension (§2) and the browser agree with the content.
 */
export function nameForType(cleaned: string, type: UploadType): string {
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[type.contentType].includes(extension)) return cleaned;
  return `${dot > 0 ? cleaned.slice(0, dot) : cleaned}.${type.extension}`;
}
