import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedKey, openSecret, sealSecret } from './secret-box';

describe('secret box (TOTP secrets at rest)', () => {
  const key = derivedKey(randomBytes(32), 'totp');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered box and another key', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    // One bit of the ciphertext flipped in the bytes (a character swap could leave them unchanged).
    const [version, payload] = sealed.split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const flipped = `${version}.${bytes.toString('base64url')}`;
    expect(() => openSecret(key, flipped)).toThrow();
    expect(() => openSecret(derivedKey(randomBytes(32), 'totp'), sealed)).toThrow();
    expect(derivedKey(Buffer.alloc(32, 1), 'totp')).not.toEqual(derivedKey(Buffer.alloc(32, 1), 'other'));
  });
});
