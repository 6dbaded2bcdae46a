import { describe, expect, it } from 'vitest';
import { columnText as valueAt, dateOf, lastDayOnOrBefore as lastOnOrBefore, textOf } from '@portal/domain';
import { dayKey, scaledOf, seriesOf } from './kept-series';

/** A numeric(24,8) text as PostgreSQL writes it, from a whole part and eight decimals. */
const text = (negative: boolean, whole: number, fraction: number) =>
  `${negative ? '-' : ''}${whole}.${String(fraction).padStart(8, '0')}`;

describe('kept series values', () => {
  it('keeps every eight-decimal text below 2^53 units as an integer that gives the same text back', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const cases = ['0.00000000', '1.00000000', '0.00000001', '90071992.54740991', '-3.10000000'];
    for (let i = 0; i < 20_000; i++) {
      const whole = next() % 3 === 0 ? next() % 100 : (next() * 41) % 90_000_000;
      cases.push(text(next() % 5 === 0, whole, next() % 100_000_000));
    }
    for (const value of cases) {
      if (value === '-0.00000000') continue;
      const scaled = scaledOf(value);
      expect(Number.isSafeInteger(scaled), value).toBe(true);
      expect(textOf(scaled)).toBe(value);
    }
  });

  it('refuses what an integer would not give back as it was written', () => {
    for (const value of [
      '90071992.54740992',
      '123456789012.00000000',
      '01.50000000',
      '-0.00000000',
      '1.5',
      '1.500000000',
      'abc.00000000',
      '',
    ]) {
      expect(scaledOf(value), value).toBeNaN();
    }
  });

  it('keeps the texts of a series holding such a value, and its days and currencies', () => {
    const series = seriesOf([
      { date: '2025-01-02', value: '1.50000000', currency: 'GBX' },
      { date: '2025-01-03', value: '123456789012.12345678', currency: 'GBX' },
      { date: '2025-01-06', value: '2.00000000', currency: 'GBP' },
    ]);
    expect(series.scaled).toBeNull();
    expect([0, 1, 2].map((i) => valueAt(series, i))).toEqual([
      '1.50000000',
      '123456789012.12345678',
      '2.00000000',
    ]);
    expect(series.currencies).toEqual(['GBX', 'GBP']);
    expect(Array.from(series.days, dateOf)).toEqual(['2025-01-02', '2025-01-03', '2025-01-06']);
    expect(lastOnOrBefore(series, dayKey('2025-01-05'))).toBe(1);
    expect(lastOnOrBefore(series, dayKey('2025-01-01'))).toBe(-1);
  });

  it('joins a kept head before a day with the rows read from it', () => {
    const head = seriesOf(
      ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-06'].map((date, i) => ({
        date,
        value: `${i + 1}.00000000`,
        currency: 'GBP',
      })),
    );
    const joined = seriesOf(
      [{ date: '2025-01-03', value: '9.00000000', currency: 'USD' }],
      head,
      dayKey('2025-01-03'),
    );
    expect(Array.from(joined.days, dateOf)).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
    expect([0, 1, 2].map((i) => valueAt(joined, i))).toEqual(['1.00000000', '2.00000000', '9.00000000']);
    expect(joined.currencyOf && Array.from(joined.currencyOf)).toEqual([0, 0, 1]);
  });
});
