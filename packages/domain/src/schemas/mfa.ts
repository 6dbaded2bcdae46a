import { z } from 'zod';
import { writeObject } from './common';

/** How a second factor can be proved: a mailed or texted PIN, or an authenticator app (TOTP). */
export const MFA_CHANNELS = ['email', 'sms', 'totp'] as const;
export type MfaChannel = (typeof MFA_CHANNELS)[number];

/** The channels a PIN can be sent through. */
export const PIN_CHANNELS = ['email', 'sms'] as const;
export type PinChannel = (typeof PIN_CHANNELS)[number];

/** Ask for a PIN by one channel (§2). */
export const pinSendSchema = writeObject({
  channel: z.enum(PIN_CHANNELS, { error: 'validation.required_field' }),
});

/**
 * An authenticator-app code (six digits) or a recovery code (ten characters, dashes and spaces
 * ignored); anything else is refused like a wrong code.
 */
export const totpCodeSchema = writeObject({
  code: z.string({ error: 'errors.wrong_pin' }).trim().min(6, 'errors.wrong_pin').max(24, 'errors.wrong_pin'),
});
