import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildContactPortfolio, parseContactPortfolio } from './contact-portfolio';

describe('contact-portfolio segment (partners §2)', () => {
  it('plain ids give the spec shape {contact}-{portfolio}', () => {
    expect(buildContactPortfolio('10045', '7')).toBe('10045-7');
    expect(parseContactPortfolio('10045-7')).toEqual({ contact: '10045', portfolio: '7' });
  });

  it('hyphens in either id survive', () => {
    const contact = '3f2a9c1e-0b7d-4e8a-9f00-2c1d5e6f7a8b';
    const segment = buildContactPortfolio(contact, 'P-1');
    expect(segment).toBe('3f2a9c1e~-0b7d~-4e8a~-9f00~-2c1d5e6f7a8b-P-1');
    expect(parseContactPortfolio(segment)).toEqual({ contact, portfolio: 'P-1' });
  });

  it('round-trips any pair of non-empty ids', () => {
    const id = fc.string({ minLength: 1, unit: fc.constantFrom('a', '1', '-', '~', 'ö') });
    fc.assert(
      fc.property(id, id, (contact, portfolio) => {
        expect(parseContactPortfolio(buildContactPortfolio(contact, portfolio))).toEqual({
          contact,
          portfolio,
        });
      }),
    );
  });

  it('rejects malformed segments and empty ids', () => {
    expect(parseContactPortfolio('10045')).toBeNull();
    expect(parseContactPortfolio('-7')).toBeNull();
    expect(parseContactPortfolio('10045-')).toBeNull();
    expect(parseContactPortfolio('ab~')).toBeNull();
    expect(() => buildContactPortfolio('', '7')).toThrow();
  });
});
