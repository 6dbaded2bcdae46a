import type { Window } from '../rate-limit/attempt-counter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * PIN and code entry limits (ASVS 6.3.1, 6.6.3): 5 wrong entries per account per 15 minutes; the
 * 6th is refused with 429 and the outstanding PIN is void, so a new one has to be sent. Against
 * 10^6 possible PINs that leaves an attacker about 1 in 10,000 per hour at best.
 */
export const CODE_ENTRY_PER_ACCOUNT: Window = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** PINs sent per account per hour: stops the portal being used to flood someone's inbox or phone. */
export const PIN_SENDS_PER_ACCOUNT: Window = { limit: 5, windowMs: ONE_HOUR };

export const codeEntryKey = (userId: string) => `mfa:entry:${userId}`;
export const pinSendKey = (userId: string) => `mfa:send:${userId}`;
