import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { hashNewPassword, hashPassword, verifyPassword } from './password';

describe('password hashing (argon2id, OWASP parameters)', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and a fresh salt', async () => {
    const first = await hashPassword('Demo-pass-2026');
    const second = await hashPassword('Demo-pass-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse 9');
    expect(await verifyPassword(stored, 'correct horse 9')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 8')).toBe(false);
  });

  it('treats a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'x')).toBe(false);
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
  });
});

describe('common passwords (ASVS 6.2.4, 6.2.12)', () => {
  it('refuses a password from the breach list, whatever its case, and accepts an uncommon one', async () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Tide-lantern-42')).toBe(false);
    await expect(hashNewPassword('Password1')).rejects.toMatchObject({
      status: 400,
      code: 'password_common',
    });
    await expect(hashNewPassword('Tide-lantern-42')).resolves.toMatch(/^\$argon2id\$/);
  });
});
