/**
 * What a logo upload is, judged by its first bytes and never by its name or declared type (ASVS
 * 5.2.2): PNG, JPEG or WebP. SVG is refused rather than sanitised (ASVS 1.3.4): a logo needs no
 * scripts, and a raster image cannot carry any.
 */
export type LogoType = { contentType: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const head = Buffer.from(bytes.subarray(0, 16));
  if (head.length >= PNG.length && head.subarray(0, PNG.length).equals(PNG))
    return { contentType: 'image/png', extension: 'png' };
  if (head.length >= JPEG.length && head.subarray(0, JPEG.length).equals(JPEG))
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
