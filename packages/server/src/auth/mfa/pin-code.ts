import { randomInt } from 'node:crypto';
import { PIN_LENGTH } from '@portal/domain';
import { hashPassword, verifyPassword } from '../password';

/** A fresh PIN from the CSPRNG (ASVS 6.5.3), zero-padded to six digits (§9). */
export function generatePin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

/**
 * Only an argon2id hash of the PIN is stored (ASVS 6.5.2): the salt and memory cost make each
 * guess against a leaked row as slow as a password guess, and no server secret is needed.
 */
export const hashPin = (pin: string) => hashPassword(pin);
export const pinMatches = (storedHash: string, pin: string) => verifyPassword(storedHash, pin);
