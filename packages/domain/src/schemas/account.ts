import { z } from 'zod';
import { GENDERS } from '../enums/content';
import {
  activeField,
  emailField,
  writeObject,
  idList,
  idRef,
  nameField,
  optionalDate,
  optionalText,
  requiredText,
} from './common';

/** §5 Advisor (account owner): at least one advisor user id, 'Advisor is required'. */
const owners = z
  .array(requiredText('validation.advisor_required'), { error: 'validation.advisor_required' })
  .min(1, 'validation.advisor_required');

/**
 * Create or update a client account (§3 Account, §5). Uniqueness of the email within the portal
 * and registration before joining groups are checked by the server (§5, §8).
 */
export const accountSchema = writeObject({
  name: nameField,
  email: emailField,
  owner: owners,
  external_id: optionalText,
  external_owner_name: optionalText,
  groups: idList.optional(),
  gender: z.enum(GENDERS, { error: 'validation.invalid_input' }).optional(),
  client: idRef().nullable().optional(),
  portal: idRef().optional(),
  location: optionalText,
  inception: optionalDate,
  currency: z.enum(['GBP', 'ISK', 'EUR', 'USD'], { error: 'validation.invalid_input' }).optional(),
  active: activeField,
});

export type AccountInput = z.input<typeof accountSchema>;
export type AccountWrite = z.output<typeof accountSchema>;
