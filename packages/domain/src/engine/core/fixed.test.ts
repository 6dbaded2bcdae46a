import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed, mulDivRound, parseFixed } from './fixed';

describe('fixed-point BigInt (8 decimals)', () => {
  it('parses decimal strings and refuses anything else', () => {
    expect(parseFixed('12.5')).toBe(1_250_000_000n);
    expect(parseFixed('-0.00000001')).toBe(-1n);
    expect(parseFixed('7')).toBe(700_000_000n);
    for (const bad of ['', '-', '.5', '5.', '1e3', ' 1', '1.123456789', '1,000', '0x10', '1.2.3']) {
      expect(parseFixed(bad)).toBeUndefined();
    }
  });

  it('round-trips any money string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (scaled) => {
        expect(parseFixed(formatFixed(scaled))).toBe(scaled);
      }),
    );
    expect(formatFixed(-50_000_000n)).toBe('-0.5');
    expect(formatFixed(0n)).toBe('0');
  });

  it('multiplies and divides rounding half away from zero', () => {
    // 100.00 × 1/3 → 33.33; 0.005 → 0.01
    expect(formatFixed(mulDivRound(parseFixed('100')!, parseFixed('1')!, parseFixed('3')!, 2))).toBe('33.33');
    expect(formatFixed(mulDivRound(parseFixed('0.005')!, parseFixed('1')!, parseFixed('1')!, 2))).toBe(
      '0.01',
    );
    expect(formatFixed(mulDivRound(parseFixed('-0.005')!, parseFixed('1')!, parseFixed('1')!, 2))).toBe(
      '-0.01',
    );
  });
});
