import { describe, expect, it } from 'vitest';
import {
  addMonths,
  fromDayNumber,
  daysBetween,
  endOfMonth,
  isIsoDate,
  monthsBetween,
  previousMonthEnd,
  previousYearEnd,
} from './dates';

describe('ISO date helpers (UTC)', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '20240101', '', null, 20240101]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('moves by months clamping to the month end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-31', -13)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(endOfMonth('2023-02-10')).toBe('2023-02-28');
    expect(previousMonthEnd('2024-03-01')).toBe('2024-02-29');
    expect(previousMonthEnd('2024-01-15')).toBe('2023-12-31');
    expect(previousYearEnd('2024-06-30')).toBe('2023-12-31');
  });

  it('counts days and months', () => {
    expect(daysBetween('2023-12-31', '2024-12-31')).toBe(366);
    expect(monthsBetween('2023-03-31', '2024-03-31')).toBe(12);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(monthsBetween('2024-01-15', '2024-03-01')).toBeCloseTo(1 + 15 / 29, 12);
    expect(monthsBetween('2024-03-01', '2024-01-15')).toBeCloseTo(-(1 + 15 / 29), 12);
  });
});

describe('fromDayNumber', () => {
  it('gives the ISO date Date gives: every day from 1890 to 2210, every 13th from year 1 to 9999', () => {
    const days = [];
    for (let day = -29220; day <= 87660; day++) days.push(day);
    for (let day = -719162; day <= 2932896; day += 13) days.push(day);
    for (const day of days) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== expected) expect(fromDayNumber(day)).toBe(expected);
    }
  });
});
