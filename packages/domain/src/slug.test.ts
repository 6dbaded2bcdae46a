import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyFileName, duplicateNaming, ensureSlug, slugify } from './slug';

describe('slugify (§4)', () => {
  it('lowercases, keeps a-z 0-9, turns spaces into hyphens and collapses them', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('  Q3 -- Report: 2024!  ')).toBe('q3-report-2024');
    expect(slugify('A & B')).toBe('a-b');
    expect(slugify('---')).toBe('');
  });

  it('transliterates Icelandic and other accented Latin letters', () => {
    expect(slugify('Þórður Ægisson')).toBe('thordur-aegisson');
    expect(slugify('Sjóður í ÍSK – ársskýrsla')).toBe('sjodur-i-isk-arsskyrsla');
    expect(slugify('Crème brûlée Straße')).toBe('creme-brulee-strasse');
  });

  it('transliterates Greek', () => {
    expect(slugify('Ελληνικό Ταμείο')).toBe('elliniko-tameio');
    expect(slugify('Αμοιβαίο Κεφάλαιο Ευρώπης')).toBe('amoivaio-kefalaio-evropis');
    expect(slugify('Μπάμπης Ψυχογιός')).toBe('bampis-psychogios');
    expect(slugify('Άγγελος')).toBe('angelos');
  });

  it('always yields a valid slug and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('duplicates and copies (§4)', () => {
  it('appends - Copy to the name and -copy to the slug', () => {
    expect(duplicateNaming('Growth Fund', 'growth-fund')).toEqual({
      name: 'Growth Fund - Copy',
      slug: 'growth-fund-copy',
    });
    expect(duplicateNaming('Growth Fund')).toEqual({ name: 'Growth Fund - Copy', slug: 'growth-fund-copy' });
  });

  it('ensureSlug keeps a given slug, else makes one from the name', () => {
    expect(ensureSlug('My Page', 'home')).toBe('home');
    expect(ensureSlug('My Page', '  ')).toBe('my-page');
    expect(ensureSlug('My Page', null)).toBe('my-page');
  });

  it('copy file names get _1, _2 …', () => {
    expect(copyFileName('report.pdf', ['report.pdf'])).toBe('report_1.pdf');
    expect(copyFileName('report.pdf', ['report.pdf', 'REPORT_1.pdf'])).toBe('report_2.pdf');
    expect(copyFileName('notes', [])).toBe('notes_1');
  });
});
