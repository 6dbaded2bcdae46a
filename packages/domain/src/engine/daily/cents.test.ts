import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_ONE, mulDivRound, parseFixed } from '../core/fixed';
import { MoneyDecimal } from '../../money';
import {
  cashCents,
  centsText,
  convertedCents,
  decimalFloat,
  exactConvertedCents,
  exactSettledCents,
  integerCents,
  readDecimal,
  unitsParts,
  roundFar,
  settledCents,
} from './cents';

describe('cents', () => {
  it('rounds a float only when it is provably far from a half cent', () => {
    expect(roundFar(1234.4)).toBe(1234);
    expect(roundFar(-1234.6)).toBe(-1235);
    expect(roundFar(217.5)).toBeNaN(); // 3 × 72.5p: exactly half a penny
    expect(roundFar(99.995 * 100)).toBeNaN(); // 9999.499999999998 as a float, 9999.5 exactly
    expect(roundFar(2 ** 50)).toBeNaN();
  });

  it('takes the exact path near a half: $99.995 is 10000 cents, 3 × 72.5p is 218 pence', () => {
    expect(settledCents(1, 99.995, 1)).toBeNaN();
    expect(exactSettledCents(1n * 10n ** 8n, '99.995', 1)).toBe(10000);
    expect(settledCents(3, 72.5, 100)).toBeNaN();
    expect(exactSettledCents(3n * 10n ** 8n, '72.5', 100)).toBe(218);
    expect(settledCents(3, 72.4, 100)).toBe(217);
    // A price of more than 8 decimals: the Decimal expression valueHolding evaluates.
    expect(exactSettledCents(10n ** 8n, '72.5000000000001', 100)).toBe(73);
    expect(exactSettledCents(10n ** 8n, '72.4999999999999', 100)).toBe(72);
  });

  it('converts at a rate to the penny, exactly where the float is too close to tell', () => {
    expect(convertedCents(3, 1 / 0.24)).toBeNaN(); // 12.5 cents
    expect(exactConvertedCents(3, new MoneyDecimal(1).dividedBy('0.24'))).toBe(13);
    expect(convertedCents(100000, 0.8)).toBe(80000);
  });

  it('integer cents equal the scaled-BigInt rounding wherever they answer', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
      .map(([digits, scale]) => {
        const text =
          (digits < 0n ? '-' : '') + String(digits < 0n ? -digits : digits).padStart(scale + 1, '0');
        return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
      });
    fc.assert(
      fc.property(
        decimal,
        decimal,
        fc.constantFrom(1 as const, 100 as const),
        (unitsText, priceText, divisor) => {
          const units = parseFixed(unitsText)!;
          const held = unitsParts(units, { float: 0, int: 0, scale: -1 });
          const price = readDecimal(priceText, { float: 0, int: 0, scale: -1 });
          const cents = integerCents(held.int, held.scale, price.int, price.scale, divisor);
          const exact = Number(
            mulDivRound(units, parseFixed(priceText)!, FIXED_ONE * BigInt(divisor), 2) / 10n ** 6n,
          );
          if (cents === cents) expect(cents + 0).toBe(exact); // + 0: −0 is 0 here
          expect(exactSettledCents(units, priceText, divisor)).toBe(exact);
        },
      ),
      { numRuns: 2000 },
    );
    expect(integerCents(3, 0, 725, 1, 100)).toBe(218); // 3 × 72.5p
    expect(integerCents(1, 0, 99995, 3, 1)).toBe(10000); // $99.995
    expect(integerCents(-1, 0, 5, 1, 100)).toBe(-1); // −0.5p, half away from zero
  });

  it('reads decimal strings as the nearest float, as Number does', () => {
    for (const text of [
      '72.5',
      '-0.1',
      '123456.78901234',
      '0',
      '9007199254740993',
      '1e3',
      '.5',
      '0.30000000000000004',
    ]) {
      expect(decimalFloat(text)).toBe(Number(text));
    }
  });

  it('rounds cash half toward +∞ and writes cents with 2 decimals', () => {
    expect(cashCents(-10000500000n)).toBe(-10000); // −100.005 → −100.00
    expect(cashCents(10000500000n)).toBe(10001);
    expect(cashCents(-10000600000n)).toBe(-10001);
    expect([centsText(-1205), centsText(7), centsText(0), centsText(-0)]).toEqual([
      '-12.05',
      '0.07',
      '0.00',
      '0.00',
    ]);
  });
});
