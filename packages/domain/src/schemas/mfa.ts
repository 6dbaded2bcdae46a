import { z } from 'zod';
import { writeObject } from './common';
import { PIN_CHANNELS } from '../enums/mfa-channels';

// Kept in a module without zod, which the sign-in page imports alone (its chunk carries no zod).
export { MFA_CHANNELS, PIN_CHANNELS, type MfaChannel, type PinChannel } from '../enums/mfa-channels';

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
