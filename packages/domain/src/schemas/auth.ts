import { z } from 'zod';
import { PIN_LENGTH } from '../constants';
import { emailField, writeObject, nameField, requiredPasswordField, requiredText } from './common';

/** §5 Login: email and password required. */
export const loginSchema = writeObject({
  email: emailField,
  password: requiredText('validation.required_field'),
});

/**
 * §2/§5 Sign-up: email, a password of 8+ characters with a digit, and the terms ticked
 * ('You must accept the terms of use').
 */
export const signupSchema = writeObject({
  name: nameField.optional(),
  email: emailField,
  password: requiredPasswordField,
  terms: z.literal(true, { error: 'validation.terms_required' }),
});

/** Change the signed-in user's password (§7): the new one follows the §5 password rules. */
export const passwordChangeSchema = writeObject({ password: requiredPasswordField });

/** §7 Password reset: the e-mail only. */
export const passwordResetSchema = writeObject({ email: emailField });

/** §2 One-time PIN: six digits; anything else is a wrong PIN (§8). */
export const pinSchema = writeObject({
  pin: z
    .string({ error: 'errors.wrong_pin' })
    .trim()
    .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), 'errors.wrong_pin'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
