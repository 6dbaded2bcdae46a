import { randomInt } from 'node:crypto';
import { hashToken } from '../tokens';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten characters from a 31-letter alphabet (about 50 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Case, spaces and dashes do not matter when typing a code back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** High-entropy codes need no slow hash: SHA-256 of the normalised code is what is stored. */
export const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));
