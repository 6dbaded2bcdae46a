import type { z } from 'zod';
import type { Locale } from '../brands/types';
import { isMessageKey, translateMessage, type MessageKey } from '../i18n/messages';

/** What a client needs to show one validation problem: where, which message key, its values. */
export interface FieldError {
  path: string;
  key: MessageKey;
  values: Record<string, string | number>;
}

/**
 * The message key and values of a zod issue from these schemas: `limit` from the issue's maximum or
 * minimum (for 'Maximum value is {{limit}}' and friends) plus any custom `params` (e.g. `held` of a
 * sale above the held units). A message that is not a key becomes 'validation.invalid_input'.
 */
export function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.invalid_input';
  const values: Record<string, string | number> = {};
  if (issue.code === 'too_big') values.limit = Number(issue.maximum);
  if (issue.code === 'too_small') values.limit = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
  }
  // An unknown key is reported at its own path, so the caller sees which field was refused.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
  return { path: path.map(String).join('.'), key, values };
}

/**
 * The text of a zod issue in a language (§5 messages), e.g. 'Max 150 characters'. For a sale
 * above the held units the held number follows the message (§5).
 */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale = 'en'): string {
  const { key, values } = fieldErrorOf(issue);
  const text = translateMessage(key, locale, values);
  return key === 'errors.sale_above_units' && values.held !== undefined ? `${text}: ${values.held}` : text;
}

/** All issues of a failed parse as field errors, in order. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map(fieldErrorOf);
}
