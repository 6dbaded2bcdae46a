import { hash, verify } from '@node-rs/argon2';
import { assertNotCommonPassword } from './common-passwords';

/**
 * Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's first recommended
 * setting: m = 19 MiB (19456 KiB), t = 2 iterations, p = 1 lane. About 30-60 ms per hash on a
 * server core: slow enough to make offline guessing expensive, fast enough for sign-in. The
 * parameters are written into each PHC string ($argon2id$v=19$m=19456,t=2,p=1$…), so raising them
 * later still verifies old hashes.
 */
export const PASSWORD_HASH_PARAMS = {
  /** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The argon2id PHC string of a password (a fresh random salt each time). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMS);
}

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
