import { afterAll, describe, expect, it } from 'vitest';
import { rows, scalar, seededDatabase, type SeededDatabase } from './test-support';
import { PDFDocument } from 'pdf-lib';

const opened: SeededDatabase[] = [];

afterAll(async () => {
  await Promise.all(opened.map((s) => s.drop()));
});

describe('demo data in the brand language', () => {
  it('greek: Greek names and terms in Greek and English; PDFs still open', async () => {
    const greek = await seededDatabase({ brand: 'greek' });
    opened.push(greek);
    const names = await rows<{ name: string }>(greek.db, `select name from accounts limit 20`);
    for (const { name } of names) expect(name).toMatch(/^[\u0370-\u03ff\u1f00-\u1fff ]+$/);
    const languages = await rows<{ tnc: Record<string, string>; portal_language: string }>(
      greek.db,
      `select tnc, portal_language from portals`,
    );
    for (const portal of languages) {
      expect(portal.portal_language).toBe('el');
      expect(Object.keys(portal.tnc).sort()).toEqual(['el', 'en']);
    }
    const [statement] = await rows<{ file_key: string }>(
      greek.db,
      `select file_key from documents where account_id is not null limit 1`,
    );
    const file = await greek.storage.get(statement!.file_key);
    expect((await PDFDocument.load(file!.bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const emails = await rows<{ email: string }>(greek.db, `select email from users`);
    for (const { email } of emails) expect(email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
  });

  it('icelandic: Icelandic patronymics and accounts in ISK', async () => {
    const icelandic = await seededDatabase({ brand: 'icelandic' });
    opened.push(icelandic);
    const names = await rows<{ name: string }>(icelandic.db, `select name from accounts`);
    for (const { name } of names) expect(name).toMatch(/(son|dóttir)$/);
    expect(await scalar(icelandic.db, `select count(*)::int from accounts where currency <> 'ISK'`)).toBe(0);
    expect(
      await scalar(
        icelandic.db,
        `select count(*)::int from portfolios where currency not in ('EUR', 'USD', 'GBP')`,
      ),
    ).toBe(0);
  });
});
