import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { accounts, documents, portals, portfolios, users } from '../db/schema/index';
import { generatedRows, type GeneratedRows } from './test-support';

const opened: GeneratedRows[] = [];

afterAll(async () => {
  await Promise.all(opened.map((s) => s.drop()));
});

/** Whole seeds' data without a database: what a brand changes is what the generators make (decision 135). */
const GENERATING = 180_000;

// No database in these checks: the PostgreSQL pass (.ci/run) would repeat them exactly (decision 101).
describe.skipIf(Boolean(process.env.DATABASE_URL))('demo data in the brand language', () => {
  it(
    'greek: Greek names and terms in Greek and English; PDFs still open',
    async () => {
      const greek = await generatedRows({ brand: 'greek' }, [accounts, portals, documents, users]);
      opened.push(greek);
      const names = greek.of(accounts).slice(0, 20);
      expect(names).toHaveLength(20);
      for (const { name } of names) expect(name).toMatch(/^[\u0370-\u03ff\u1f00-\u1fff ]+$/);
      expect(greek.of(portals)).toHaveLength(2);
      for (const portal of greek.of(portals)) {
        expect(portal.portalLanguage).toBe('el');
        expect(Object.keys(portal.tnc!).sort()).toEqual(['el', 'en']);
      }
      const statement = greek.of(documents).find((document) => document.accountId);
      const file = await greek.storage.get(statement!.fileKey);
      expect((await PDFDocument.load(file!.bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
      expect(greek.of(users).length).toBeGreaterThan(100);
      for (const { email } of greek.of(users)) expect(email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
    },
    GENERATING,
  );

  it(
    'icelandic: Icelandic patronymics and accounts in ISK',
    async () => {
      const icelandic = await generatedRows({ brand: 'icelandic' }, [accounts, portfolios]);
      opened.push(icelandic);
      expect(icelandic.of(accounts).length).toBeGreaterThan(100);
      for (const { name } of icelandic.of(accounts)) expect(name).toMatch(/(son|dóttir)$/);
      expect(icelandic.of(accounts).filter((row) => row.currency !== 'ISK')).toEqual([]);
      expect(icelandic.of(portfolios).length).toBeGreaterThan(100);
      expect(
        icelandic.of(portfolios).filter((row) => !['EUR', 'USD', 'GBP'].includes(row.currency!)),
      ).toEqual([]);
    },
    GENERATING,
  );
});
