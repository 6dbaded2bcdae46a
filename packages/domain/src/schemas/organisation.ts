import { z } from 'zod';
import { addressSchema, writeObject, fileRef, invalidInput, nameField, optionalText } from './common';

/**
 * Create or update an organisation (§3 Organisation). `url` is matched against a new user's e-mail
 * domain to make them a professional (§4 Sign-up); `photo` is the logo.
 */
export const organisationSchema = writeObject({
  name: nameField,
  url: optionalText,
  domain: optionalText,
  photo: z.array(fileRef, invalidInput).optional(),
  address: addressSchema.optional(),
});

export type OrganisationInput = z.input<typeof organisationSchema>;
export type OrganisationWrite = z.output<typeof organisationSchema>;
