import { describe, expect, it } from 'vitest';
import { MAX_NAME_BYTES, utf8Bytes } from '../storage/keys';
import { copyName, copyNamePattern, duplicateName, pdfFileName } from './file-names';

describe('document names stay within the name limit once a suffix is added', () => {
  const full = `${'é'.repeat(98)}.pdf`;

  it('cleans and bounds an uploaded name, adding .pdf within the limit', () => {
    expect(pdfFileName(`${'é'.repeat(5000)}`)).toBe(`${'é'.repeat(98)}.pdf`);
    expect(utf8Bytes(pdfFileName('x'.repeat(300)))).toBe(MAX_NAME_BYTES);
  });

  it('shortens the stem for name_n and name - Copy, and keeps ordinary names as they are', () => {
    expect(pdfFileName(full)).toBe(full);
    expect(copyName(full, [])).toBe(`${'é'.repeat(95)}_1.pdf`);
    expect(copyName(full, [`${'é'.repeat(95)}_1.pdf`])).toBe(`${'é'.repeat(95)}_2.pdf`);
    expect(duplicateName(full)).toBe(`${'é'.repeat(94)} - Copy.pdf`);
    for (const name of [copyName(full, []), duplicateName(full)])
      expect(utf8Bytes(name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    // The pattern that finds the copies already taken matches the shortened stem.
    expect(copyNamePattern(full)).toBe(`${'é'.repeat(95)}\\_%`);
    expect(copyName('Mandate.pdf', ['mandate_1.pdf'])).toBe('Mandate_2.pdf');
    expect(duplicateName('Mandate.pdf')).toBe('Mandate - Copy.pdf');
  });
});
