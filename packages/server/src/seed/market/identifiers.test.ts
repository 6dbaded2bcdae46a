import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random';
import {
  cusipCheckDigit,
  isinCheckDigit,
  isValidIsin,
  makeCitiCode,
  makeSecurityIds,
  sedolCheckDigit,
} from './identifiers';

describe('security identifiers', () => {
  it('computes the ISIN check digit of published ISINs', () => {
    // Apple, BAE Systems, an Australian bond line, Bayer: check digits as published.
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('GB000263494')).toBe(6);
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3);
    expect(isinCheckDigit('DE000BAY001')).toBe(7);
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('us0378331005')).toBe(false);
  });

  it('computes SEDOL and CUSIP check digits', () => {
    expect(sedolCheckDigit('026349')).toBe(4); // BAE Systems 0263494
    expect(sedolCheckDigit('B0YBKJ')).toBe(7);
    expect(cusipCheckDigit('03783310')).toBe(0); // Apple 037833100
  });

  it('generates valid ISINs for every country shape', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('GB', 'IE', 'US', 'CA', 'DE', 'FR', 'GR', 'LU'),
        (seed, country) => {
          const { isin, sedol } = makeSecurityIds(new Rng(seed), country);
          expect(isValidIsin(isin)).toBe(true);
          expect(isin.startsWith(country)).toBe(true);
          if (sedol) {
            expect(sedol).toHaveLength(7);
            expect(sedolCheckDigit(sedol.slice(0, 6))).toBe(Number(sedol[6]));
            expect(isin.slice(4, 11)).toBe(sedol);
          }
        },
      ),
    );
  });

  it('makes four-character Citi codes', () => {
    expect(makeCitiCode(new Rng('x'))).toMatch(/^[A-Z][A-Z0-9]{3}$/);
  });
});
