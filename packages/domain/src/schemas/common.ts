import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SLIDER_MAX, SLIDER_MIN } from '../constants';
import type { MessageKey } from '../i18n/messages';

/**
 * Building blocks of the write schemas. Every message is a key of `domainMessages` (spec §5); the
 * `{{limit}}` of 'validation.max_value' / 'validation.min_value' / 'validation.max_characters' comes
 * from the issue's `maximum` / `minimum` (see `issueMessage`).
 */

/** Zod params giving 'validation.invalid_input' for a value of the wrong type. */
export const invalidInput = { error: 'validation.invalid_input' } as const;

/**
 * A write payload object (every client request body, its nested objects and array rows): an unknown
 * key is a 400 ('validation.unknown_field', at the key's path) instead of being dropped unseen, so a
 * client that sends a field the server will not store learns it (issue 16; ASVS 15.3.3 mass
 * assignment). A value that is not an object at all gives 'validation.invalid_input'.
 */
export function writeObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'validation.unknown_field' : 'validation.invalid_input',
  });
}

/**
 * An object that is NOT a client's request body — a row an import built from a file or a
 * third-party answer (only the mapped fields), stored JSON read back: keys it does not declare are
 * dropped, as the source may carry columns nobody mapped. Never use it for a request body.
 */
export function importRowObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, invalidInput);
}

/** An optional flag. */
export const optionalBoolean = z.boolean(invalidInput).optional();

const isBlank = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'number' && Number.isNaN(input));

/** A required text: trimmed and non-empty. Missing, not a string or blank all give `key`. */
export function requiredText(key: MessageKey) {
  return z.string({ error: key }).trim().min(1, { error: key, abort: true });
}

/** An optional free text, trimmed. */
export const optionalText = z.string({ error: 'validation.invalid_input' }).trim().optional();

/** A text of at most `max` characters ('validation.max_characters'). */
export function limitedText(max: number) {
  return z.string({ error: 'validation.invalid_input' }).trim().max(max, 'validation.max_characters');
}

/** §5 Name: required, 'Name is required'. */
export const nameField = requiredText('validation.name_required');

/** §5 Email: required 'Email is required', then shaped like an e-mail 'Email must be valid'. */
export const emailField = requiredText('validation.email_required').pipe(
  z.email({ error: 'validation.email_invalid' }),
);

/** A reference to another record by id, required with `key` ('Required field' by default). */
export function idRef(key: MessageKey = 'validation.required_field') {
  return requiredText(key);
}

/**
 * §5 Password: optional; when given at least 8 characters ('Min 8 characters') and a digit
 * (custom_password_rule). An empty string counts as not given and becomes undefined.
 */
export const passwordField = z
  .string({ error: 'validation.invalid_input' })
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined || value === '') return;
    if (value.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: PASSWORD_MIN_LENGTH,
        inclusive: true,
        message: 'validation.password_min',
      });
    }
    if (!/\d/.test(value)) ctx.addIssue({ code: 'custom', message: 'validation.custom_password_rule' });
  })
  .transform((value) => (value === '' ? undefined : value));

/** A password that must be given (sign-up, password change): 8+ characters with a digit (§5). */
export const requiredPasswordField = z
  .string({ error: 'validation.password_min' })
  .min(PASSWORD_MIN_LENGTH, 'validation.password_min')
  .regex(/\d/, 'validation.custom_password_rule');

/** A whole number, required with `key`; other input gives 'Please enter a number'. */
export function requiredInteger(key: MessageKey = 'validation.required_field') {
  return z
    .number({ error: (issue) => (isBlank(issue.input) ? key : 'validation.number') })
    .int('validation.number');
}

/** §5 sliders (risk level, ESG rating): a whole number from 1 to 10. */
export const sliderField = requiredInteger()
  .min(SLIDER_MIN, 'validation.min_value')
  .max(SLIDER_MAX, 'validation.max_value');

/** A calendar date `YYYY-MM-DD`, required with `key`; a malformed one gives 'validation.date_invalid'. */
export function requiredDate(key: MessageKey = 'validation.required_field') {
  return requiredText(key).pipe(z.iso.date({ error: 'validation.date_invalid' }));
}

/** An optional calendar date `YYYY-MM-DD`; empty becomes null. */
export const optionalDate = z
  .string({ error: 'validation.date_invalid' })
  .trim()
  .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'validation.date_invalid')
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

/** A stored file (§3: file values are lists of name, url, fullUrl). */
export const fileRef = writeObject({
  name: requiredText('validation.required_field'),
  url: requiredText('validation.required_field'),
  fullUrl: optionalText,
});
export type FileRef = z.infer<typeof fileRef>;

/** A list of ids (groups, owners, members …). */
export const idList = z.array(requiredText('validation.required_field'), invalidInput);

/** The audit and state fields a write may set (§3 Common audit fields, §4 Active flag). */
export const activeField = optionalBoolean;

/** A postal address (§3 User address: address 1, address 2 or 3, postcode, city, country). */
export const addressSchema = writeObject({
  address1: optionalText,
  address2: optionalText,
  address3: optionalText,
  postcode: optionalText,
  city: optionalText,
  country: optionalText,
});
