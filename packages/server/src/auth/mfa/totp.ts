import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

export function newTotpSecret(): string {
  // 160 bits from the CSPRNG, the size RFC 4226 recommends (ASVS 6.5.3).
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'user') {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD, label, secret: Secret.fromBase32(secret) });
}

export function otpauthUrl(secret: string, issuer: string, label: string): string {
  const totp = totpOf(secret, label);
  totp.issuer = issuer;
  return totp.toString();
}

/**
 * The time step a code belongs to, or null when it matches none of the current step and its two
 * neighbours (one step of clock drift either way).
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** The code for a time (tests, and nothing else). */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
