import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyDecimal,
  formatMoneyString,
  isMoneyString,
  isZeroMoney,
  moneyFixed2,
  moneyToString,
  sumMoney,
  toDecimal,
} from './money';

describe('money (decimal, never float)', () => {
  it('accepts decimal strings up to 20 digits and 8 decimals', () => {
    expect(isMoneyString('1234.56')).toBe(true);
    expect(isMoneyString('-0.12345678')).toBe(true);
    expect(isMoneyString('12345678901234567890.12345678')).toBe(true);
    for (const bad of ['123456789012345678901', '1.123456789', '1e5', '1,000', '.5', '5.', '', ' ', 'abc']) {
      expect(isMoneyString(bad)).toBe(false);
    }
    expect(isMoneyString(12.5)).toBe(false);
  });

  it('toDecimal refuses floats and bad strings', () => {
    expect(toDecimal(' 10.50 ').toFixed()).toBe('10.5');
    expect(() => toDecimal(0.1 as unknown as string)).toThrow(TypeError);
    expect(() => toDecimal('1e3')).toThrow(TypeError);
  });

  it('sums exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(moneyToString(sumMoney(['0.1', '0.2']))).toBe('0.3');
    expect(moneyToString(sumMoney([]))).toBe('0');
    expect(moneyToString(sumMoney(['99999999999999999999.99999999', '0.00000001']))).toBe(
      '100000000000000000000',
    );
  });

  it('formats with 2 decimals, half up', () => {
    expect(formatMoneyString('1234.5')).toBe('1234.50');
    expect(formatMoneyString('0.005')).toBe('0.01');
    expect(formatMoneyString('-0.004')).toBe('0.00');
    expect(formatMoneyString('-2.345')).toBe('-2.35');
    expect(formatMoneyString(toDecimal('7'))).toBe('7.00');
  });

  it('the sum of cents equals the sum in integers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (cents) => {
        const strings = cents.map((n) => (n / 100).toFixed(2));
        const expected = cents.reduce((a, b) => a + b, 0);
        expect(sumMoney(strings).times(100).toNumber()).toBe(expected);
      }),
    );
  });
});

describe('moneyFixed2 and isZeroMoney: the Decimal answers without a Decimal where the text says it', () => {
  const texts = fc.oneof(
    fc.constantFrom('0', '0.00', '-0.00', '-0', '0.0000', '-0.0000', '00.00', '1.5', '-0.05', '12.30', '100'),
    fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n - 1n }), fc.integer({ min: 0, max: 8 }))
      .map(([negative, digits, scale]) => {
        const plain = digits.toString().padStart(scale + 1, '0');
        const text = scale === 0 ? plain : `${plain.slice(0, -scale)}.${plain.slice(-scale)}`;
        return negative ? `-${text}` : text;
      }),
  );
  it('equal toFixed(2) and isZero() of the Decimal on any money string', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(moneyFixed2(text)).toBe(new MoneyDecimal(text).toFixed(2));
        expect(isZeroMoney(text)).toBe(new MoneyDecimal(text).isZero());
      }),
      { numRuns: 2000 },
    );
  });
});
