import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';

/**
 * Prices, rates and index levels are stored as `numeric(24, 8)`: at most 16 digits before the point
 * and 8 after. A value with more is refused rather than rounded (a close silently cut to 8 decimals
 * would not be the close the file gave).
 */
export const MARKET_INTEGER_DIGITS = 16;
export const MARKET_SCALE = 8;

const DECIMAL = /^[+-]?(\d+)(?:\.(\d+))?$/;

/** What is wrong with a market figure, or null when it may be stored. */
export function marketFigureProblem(
  value: string,
): { key: MessageKey; values: Record<string, number> } | null {
  const match = DECIMAL.exec(value);
  if (!match) return { key: 'validation.number', values: {} };
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (integer.length > MARKET_INTEGER_DIGITS || fraction.length > MARKET_SCALE)
    return {
      key: 'validation.market_digits',
      values: { integer: MARKET_INTEGER_DIGITS, scale: MARKET_SCALE },
    };
  if (value.startsWith('-') || /^[+]?0*(\.0*)?$/.test(value))
    return { key: 'validation.market_not_positive', values: {} };
  return null;
}

/**
 * A close, a rate or an index level: a decimal string (a JSON number is read as its text by the
 * import's mapping), more than zero, fitting the column. Missing gives `key`.
 */
export function marketFigure(key: MessageKey = 'validation.required_field') {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? key : 'validation.number'),
    })
    .trim()
    .min(1, { error: key, abort: true })
    .superRefine((value, ctx) => {
      const problem = marketFigureProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values });
    })
    .transform((value) => value.replace(/^\+/, ''));
}

/** A currency code as stored (ISO 4217, or GBX for pence): three capital letters. */
export const marketCurrency = z
  .string({ error: 'validation.invalid_input' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'validation.market_currency_code'));
