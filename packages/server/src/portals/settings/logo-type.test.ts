import { describe, expect, it } from 'vitest';
import { sniffLogoType } from './logo-type';

describe('logo content check', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffLogoType(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.contentType).toBe('image/png');
    expect(sniffLogoType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.contentType).toBe('image/jpeg');
    expect(sniffLogoType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.contentType).toBe(
      'image/webp',
    );
  });

  it('refuses HTML, SVG, a PDF and too short a file, whatever they are called', () => {
    for (const text of [
      '<html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      '\x89PN',
    ])
      expect(sniffLogoType(Buffer.from(text, 'latin1'))).toBeNull();
  });
});
