import { describe, expect, it } from 'vitest';
import { fileKeySegments } from './file-storage';
import { MAX_NAME_BYTES, mediaKey, safeFileName, uploadKey, utf8Bytes } from './keys';

const id = '3f2b8c1e-7a4d-4e2f-9b1a-0c5d6e7f8a9b';

describe('storage keys (§7) from untrusted file names', () => {
  it('keeps only the last path segment, whatever the separators', () => {
    expect(safeFileName('../../x.pdf')).toBe('x.pdf');
    expect(safeFileName('..\\..\\windows\\x.pdf')).toBe('x.pdf');
    expect(safeFileName('/etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\Statement.pdf')).toBe('Statement.pdf');
  });

  it('drops NUL and control characters, leading dots and header-breaking punctuation', () => {
    expect(safeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(safeFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(safeFileName('a"b<c>|d?.pdf')).toBe('a_b_c__d_.pdf');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('', 'document.pdf')).toBe('document.pdf');
    expect(safeFileName('Δήλωση   Q1.pdf')).toBe('Δήλωση Q1.pdf');
  });

  it('shortens long names to 200 bytes of UTF-8, between code points, and keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(400)}.pdf`);
    expect(name).toBe(`${'x'.repeat(196)}.pdf`);
    // 5,000 accents: typed decomposed (10 KB of 'e' + U+0301) or composed, one NFC name of 2-byte letters.
    for (const raw of ['e\u0301'.repeat(5000) + '.pdf', 'é'.repeat(5000) + '.pdf']) {
      const short = safeFileName(raw);
      expect(short).toBe(`${'é'.repeat(98)}.pdf`);
      expect(utf8Bytes(short)).toBe(200);
    }
    // A 3-byte letter never split: 65 fit in 196 bytes (195), the 66th would not.
    expect(safeFileName(`${'語'.repeat(100)}.pdf`)).toBe(`${'語'.repeat(65)}.pdf`);
    // Four-byte characters (an emoji) are not cut into halves of a surrogate pair.
    const emoji = safeFileName(`${'😀'.repeat(100)}.pdf`);
    expect(emoji).toBe(`${'😀'.repeat(49)}.pdf`);
    expect(/[\uD800-\uDFFF]/.test(emoji.replace(/😀/gu, ''))).toBe(false);
    for (const raw of ['a'.repeat(1000), `${'é'.repeat(300)}.${'x'.repeat(30)}`]) {
      expect(utf8Bytes(safeFileName(raw))).toBeLessThanOrEqual(MAX_NAME_BYTES);
    }
  });

  it('drops bidi controls and invisible format characters, then normalises to NFC', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(safeFileName(`a${bidi}b.pdf`)).toBe('ab.pdf');
    expect(safeFileName('z\u200Bw\u200Dj\uFEFF\u2060\u00AD.pdf')).toBe('zwj.pdf');
    // A mark between a letter and its accent no longer blocks composition.
    expect(safeFileName('Cafe\u200E\u0301.pdf')).toBe('Café.pdf');
    expect(safeFileName('lone\uD800.pdf')).toBe('lone.pdf');
    expect(safeFileName('\u202E\u200F')).toBe('file');
  });

  it('builds upload and media keys that are always valid keys inside the store', () => {
    for (const raw of ['../../x.pdf', '/abs/x.pdf', 'a\u0000.pdf', '..', 'C:\\x.pdf', '.meta']) {
      const key = uploadKey({ uploadId: id, fileName: raw });
      expect(key.startsWith(`General/${id}/`)).toBe(true);
      expect(() => fileKeySegments(key), key).not.toThrow();
      expect(key.split('/')).toHaveLength(3);
    }
    expect(uploadKey({ uploadId: id, fileName: 'f.pdf', formId: id })).toBe(`${id}/${id}/f.pdf`);
    expect(() => uploadKey({ uploadId: '../x', fileName: 'f.pdf' })).toThrow();
    expect(mediaKey({ folder: id, fileName: 'logo.png' })).toBe(`media/${id}/logo.png`);
    expect(() => fileKeySegments(mediaKey({ folder: id, fileName: '../../x.png' }))).not.toThrow();
    expect(() => mediaKey({ folder: 'logo-1700000000000', fileName: 'logo.png' })).toThrow();
  });
});
