import { z } from 'zod';
import { LOCALES } from '../brands/types';
import {
  addressSchema,
  emailField,
  writeObject,
  fileRef,
  idRef,
  invalidInput,
  nameField,
  optionalBoolean,
  optionalText,
  passwordField,
  requiredText,
} from './common';

/** §5 Language: one of the interface languages, 'Language is required'. */
export const languageField = z.enum(LOCALES, { error: 'validation.language_required' });

/** §5 Phone: required for users and portals, 'Phone is required'. */
export const phoneField = requiredText('validation.phone_required');

/** Create or update a user profile (§3 User, §5). Password fields are hidden in admin grids (§2). */
export const userSchema = writeObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  userLanguage: languageField,
  password: passwordField,
  title: optionalText,
  organisation: idRef().nullable().optional(),
  isAdmin: optionalBoolean,
  isProfessional: optionalBoolean,
  disabled: optionalBoolean,
  is2FADisabled: optionalBoolean,
  hideIntroText: optionalBoolean,
  photo: z.array(fileRef, invalidInput).optional(),
  telephone: optionalText,
  linkedin: optionalText,
  other: optionalText,
  role: optionalText,
  address: addressSchema.optional(),
});

export type UserInput = z.input<typeof userSchema>;
export type UserWrite = z.output<typeof userSchema>;
