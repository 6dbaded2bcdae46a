/**
 * A decimal a third-party feed sent in JSON, as exact decimal text. Feeds send prices either as
 * strings ("217.33") or as JSON numbers (217.33); a number has already been parsed into a binary
 * float, but for up to 15 significant digits its shortest representation (what String() gives) is
 * exactly the literal the feed wrote, so it is taken only then: a longer number, an exponent, NaN
 * or anything else is not a decimal and the answer is malformed. No arithmetic happens here.
 */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
/** Significant digits a double always round-trips (DBL_DIG). */
const EXACT_DIGITS = 15;

export function jsonDecimal(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? text : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = String(value);
  if (!DECIMAL_TEXT.test(text)) return null; // 1e-7, 1e+21
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= EXACT_DIGITS ? text : null;
}
