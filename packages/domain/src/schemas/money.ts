import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { MONEY_PATTERN } from '../money';

/**
 * Money and other decimals on the wire are strings such as '1234.56' (up to 20 digits before the
 * point and 8 after, no exponent). Numbers are refused: a JSON number is a float.
 */

const notANumber = 'validation.number' satisfies MessageKey;

/**
 * Most digits before the point that the columns hold (issue 16): money is numeric(20, 4) and
 * quantities numeric(24, 8), 16 digits each; percentages numeric(12, 6), 6. The wire pattern allows
 * 20, so without this bound a value the schema accepts is one the database refuses.
 */
export const STORED_INTEGER_DIGITS = 16;
export const STORED_PERCENT_INTEGER_DIGITS = 6;

/** Refuses a decimal string with more than `digits` digits before the point ('Maximum value is …'). */
function fitsColumn(digits: number) {
  const bound = 10 ** digits;
  return (value: string | null | undefined, ctx: z.RefinementCtx) => {
    if (!value || !MONEY_PATTERN.test(value)) return;
    const whole = value
      .replace(/^-/, '')
      .split('.')[0]!
      .replace(/^0+(?=\d)/, '');
    if (whole.length <= digits) return;
    if (value.startsWith('-')) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: -bound,
        inclusive: false,
        input: value,
        message: 'validation.min_value',
      });
    } else {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: bound,
        inclusive: false,
        input: value,
        message: 'validation.max_value',
      });
    }
  };
}

/**
 * A required decimal string; missing or blank gives `key`, anything else malformed 'Please enter a
 * number', more digits than a money or quantity column holds 'Maximum value is …'.
 */
export function requiredMoney(key: MessageKey = 'validation.required_field', digits = STORED_INTEGER_DIGITS) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key : notANumber) })
    .trim()
    .min(1, { error: key, abort: true })
    .regex(MONEY_PATTERN, notANumber)
    .superRefine(fitsColumn(digits));
}

/** A required percentage (numeric(12, 6): six digits before the point). */
export function requiredPercent(key: MessageKey = 'validation.required_field') {
  return requiredMoney(key, STORED_PERCENT_INTEGER_DIGITS);
}

/** A required decimal string (see requiredMoney), the shared `money` field. */
export const money = requiredMoney();

/** A decimal string that is zero or more. */
export const nonNegativeMoney = money.refine((value) => !value.startsWith('-'), notANumber);

function optionalDecimal(digits: number) {
  return z
    .string({ error: notANumber })
    .trim()
    .refine((value) => value === '' || MONEY_PATTERN.test(value), notANumber)
    .superRefine(fitsColumn(digits))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** §5 number field: optional decimal string; empty becomes null. */
export const optionalMoney = optionalDecimal(STORED_INTEGER_DIGITS);

/** An optional percentage (numeric(12, 6)); empty becomes null. */
export const optionalPercent = optionalDecimal(STORED_PERCENT_INTEGER_DIGITS);
