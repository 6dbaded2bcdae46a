import type { Window } from './attempt-counter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Brute-force limits (ASVS 6.1.1, 6.3.1), documented here. Per account: 5 failed
 * sign-ins per 15 minutes (at most 20 an hour, well under ASVS's 100). Known trade-off: whoever
 * knows an address can keep it locked by failing 6 times every 15 minutes; a lock lasts one window
 * and password reset still works. Device trust or a CAPTCHA would lift that (not built).
 */
export const SIGN_IN_PER_ACCOUNT: Window = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** Per client address: 20 sign-in attempts per 15 minutes, whichever accounts they name. */
export const SIGN_IN_PER_ADDRESS: Window = { limit: 20, windowMs: FIFTEEN_MINUTES };
/** Mailed links (reset, verification) per e-mail address: stops using the portal to spam someone. */
export const MAIL_PER_ADDRESS: Window = { limit: 5, windowMs: ONE_HOUR };

export const signInAccountKey = (email: string) => `sign-in:account:${email}`;
export const signInAddressKey = (ip: string) => `sign-in:ip:${ip}`;
export const mailKey = (purpose: string, email: string) => `mail:${purpose}:${email}`;
