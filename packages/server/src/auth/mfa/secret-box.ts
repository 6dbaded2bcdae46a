import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A key for one purpose, derived from the server's secret (HKDF-SHA256), so purposes never share one. */
export function derivedKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `portal:${purpose}`, 32));
}

/**
 * Encrypts a small secret for storage (AES-256-GCM, a fresh 96-bit nonce each time; ASVS 11.3.2):
 * `v1.<nonce|tag|ciphertext, base64url>`. A database copy alone no longer yields the secret.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain secret of `sealed`; throws when it was tampered with or sealed with another key. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('Unknown sealed secret format');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
