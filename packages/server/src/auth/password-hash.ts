import { hash } from '@node-rs/argon2';

// Apart from password.ts so that a start can hash the demo password before the server's modules
// load (startup/early-seed-workers.ts): this imports nothing but the hash.

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
