import { z } from 'zod';
import { nameField, requiredPasswordField, writeObject } from './common';

/** §7 inviteClient: an optional personal note from the professional. */
export const inviteClientSchema = writeObject({
  message: z
    .string({ error: 'validation.invalid_input' })
    .trim()
    .max(2000, 'validation.invalid_input')
    .optional(),
});

/** Accepting an invitation: the e-mail comes from the invitation, never from the form. */
export const acceptInvitationSchema = writeObject({
  token: z
    .string({ error: 'validation.invalid_input' })
    .min(1, 'validation.invalid_input')
    .max(200, 'validation.invalid_input'),
  name: nameField.optional(),
  password: requiredPasswordField,
  terms: z.literal(true, { error: 'validation.terms_required' }),
});

export type InviteClientInput = z.input<typeof inviteClientSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
