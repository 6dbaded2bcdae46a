import type { Rng } from '../random';

// Security identifiers with correct check digits, so the explorer's ISIN search and any validator
// accept them. They are generated, not real: no demo row points at a real security.

/** Value of an ISIN/CUSIP character: digits as themselves, A=10 … Z=35. */
function charValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  throw new RangeError(`Not an identifier character: ${ch}`);
}

/** ISO 6166 check digit of the first 11 characters of an ISIN (Luhn over the expanded digits). */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(body)) throw new RangeError(`Not an ISIN body: ${body}`);
  const digits = Array.from(body, (ch) => String(charValue(ch))).join('');
  let sum = 0;
  // Luhn: double every second digit counting from the right, the rightmost included.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

const SEDOL_WEIGHTS = [1, 3, 1, 7, 3, 9];
/** SEDOLs use digits and consonants only. */
const SEDOL_ALPHABET = '0123456789BCDFGHJKLMNPQRSTVWXYZ';

export function sedolCheckDigit(body: string): number {
  const sum = Array.from(body).reduce((acc, ch, i) => acc + charValue(ch) * SEDOL_WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** A 7-character SEDOL (6 characters and a check digit). */
export function makeSedol(rng: Rng): string {
  const body = rng.pick(['B', 'G', '0', '3', '7']) + rng.chars(SEDOL_ALPHABET, 5);
  return body + sedolCheckDigit(body);
}

export function cusipCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = charValue(body[i]!);
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** A 9-character CUSIP (issuer, issue, check digit). */
export function makeCusip(rng: Rng): string {
  const body = rng.chars('0123456789', 6) + rng.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 2);
  return body + cusipCheckDigit(body);
}

export interface SecurityIds {
  isin: string;
  sedol: string | null;
}

/**
 * An ISIN in the shape the country uses: GB and IE wrap a SEDOL, US and CA a CUSIP, others a
 * national number.
 */
export function makeSecurityIds(rng: Rng, country: string): SecurityIds {
  let nsin: string;
  let sedol: string | null = null;
  if (country === 'GB' || country === 'IE') {
    sedol = makeSedol(rng);
    nsin = `00${sedol}`;
  } else if (country === 'US' || country === 'CA') {
    nsin = makeCusip(rng);
  } else if (country === 'GR') {
    nsin = `S${rng.chars('0123456789', 8)}`;
  } else {
    nsin = `000${rng.chars('0123456789', 6)}`;
  }
  const body = `${country}${nsin}`;
  return { isin: `${body}${isinCheckDigit(body)}`, sedol };
}

/** A Citi code: four upper-case letters and digits (the explorer's fund code, §9). */
export function makeCitiCode(rng: Rng): string {
  return rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 1) + rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 3);
}
