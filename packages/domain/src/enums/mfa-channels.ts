/** How a second factor can be proved: a mailed or texted PIN, or an authenticator app (TOTP). */
export const MFA_CHANNELS = ['email', 'sms', 'totp'] as const;
export type MfaChannel = (typeof MFA_CHANNELS)[number];

/** The channels a PIN can be sent through. */
export const PIN_CHANNELS = ['email', 'sms'] as const;
export type PinChannel = (typeof PIN_CHANNELS)[number];
