import { describe, expect, it } from 'vitest';
import { fileKeySegments } from './file-storage';
import { mediaKey, safeFileName, uploadKey } from './keys';

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

  it('shortens long names and keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(180);
    expect(name.endsWith('.pdf')).toBe(true);
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
    expect(mediaKey('logo.png', new Date(1_700_000_000_000))).toBe('media/logo-1700000000000/logo.png');
    expect(() => fileKeySegments(mediaKey('../../x.png'))).not.toThrow();
  });
});
