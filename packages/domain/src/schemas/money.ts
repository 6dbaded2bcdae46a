import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { MONEY_PATTERN } from '../money';

/**
 * Money and other decimals on the wire are strings such as '1234.56' (up to 20 digits before the
 * point and 8 after, no exponent). Numbers are refused: a JSON number is a float.
 */

const notANumber = 'validation.number' satisfies MessageKey;

/** A required decimal string; missing or blank gives `key`, anything else malformed 'Please enter a number'. */
export function requiredMoney(key: MessageKey = 'validation.required_field') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key : notANumber) })
    .trim()
    .min(1, { error: key, abort: true })
    .regex(MONEY_PATTERN, notANumber);
}

/** A required decimal string (see requiredMoney), the shared `money` field. */
export const money = requiredMoney();

/** A decimal string that is zero or more. */
export const nonNegativeMoney = money.refine((value) => !value.startsWith('-'), notANumber);

/** §5 number field: optional decimal string; empty becomes null. */
export const optionalMoney = z
  .string({ error: notANumber })
  .trim()
  .refine((value) => value === '' || MONEY_PATTERN.test(value), notANumber)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));
