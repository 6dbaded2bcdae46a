import { verify } from '@node-rs/argon2';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword } from './password-hash';

export { PASSWORD_HASH_PARAMS, hashPassword } from './password-hash';

/** A password a user has just chosen: refused when it is a common one, else hashed. */
export async function hashNewPassword(password: string): Promise<string> {
  assertNotCommonPassword(password);
  return hashPassword(password);
}

/**
 * True when the password matches the hash. A malformed or foreign hash is a mismatch, not an
 * error, so a corrupt row cannot turn a sign-in into a 500.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
