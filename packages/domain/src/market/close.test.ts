import { describe, expect, it } from 'vitest';
import { checkClose, checkCloseDate, isWeekday, lastWeekdayBefore } from './close';

describe('market closes', () => {
  it('accepts positive decimals that fit numeric(24, 8)', () => {
    expect(checkClose('72.5000')).toEqual({ ok: true, value: '72.5000' });
    expect(checkClose(' 1.2634 ')).toEqual({ ok: true, value: '1.2634' });
    expect(checkClose('9999999999999999.99999999')).toEqual({ ok: true, value: '9999999999999999.99999999' });
    expect(checkClose('0.00000001')).toEqual({ ok: true, value: '0.00000001' });
    // Trailing zeros beyond the scale change nothing, so they are not a reason to refuse.
    expect(checkClose('1.1000000000')).toEqual({ ok: true, value: '1.1000000000' });
  });

  it('refuses zero, negatives, words, numbers, exponents and values too large or too precise', () => {
    expect(checkClose('0')).toEqual({ ok: false, problem: 'not_positive' });
    expect(checkClose('0.0000')).toEqual({ ok: false, problem: 'not_positive' });
    expect(checkClose('-3.2')).toEqual({ ok: false, problem: 'not_positive' });
    expect(checkClose('abc')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(checkClose('1e3')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(checkClose(72.5)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(checkClose('')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(checkClose('12345678901234567')).toEqual({ ok: false, problem: 'too_large' });
    expect(checkClose('1.123456789')).toEqual({ ok: false, problem: 'too_precise' });
  });

  it('refuses dates that do not exist or lie after today', () => {
    expect(checkCloseDate('2026-11-25', '2026-11-26')).toBeNull();
    expect(checkCloseDate('2026-11-26', '2026-11-26')).toBeNull();
    expect(checkCloseDate('2026-11-27', '2026-11-26')).toBe('future');
    expect(checkCloseDate('2026-02-30', '2026-11-26')).toBe('not_a_date');
    expect(checkCloseDate('25/11/2026', '2026-11-26')).toBe('not_a_date');
  });

  it('knows weekdays', () => {
    expect(isWeekday('2026-11-27')).toBe(true); // Friday
    expect(isWeekday('2026-11-28')).toBe(false);
    expect(isWeekday('2026-11-29')).toBe(false);
    expect(isWeekday('2026-11-30')).toBe(true);
  });

  it('finds the last weekday before a day', () => {
    expect(lastWeekdayBefore('2026-11-30')).toBe('2026-11-27'); // Monday → Friday
    expect(lastWeekdayBefore('2026-11-29')).toBe('2026-11-27'); // Sunday → Friday
    expect(lastWeekdayBefore('2026-11-26')).toBe('2026-11-25');
  });
});
