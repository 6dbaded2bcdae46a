import { describe, expect, it } from 'vitest';
import { xirr } from './xirr';

describe('xirr (actual/365)', () => {
  it("Excel's documentation example: 0.373362535", () => {
    // support.microsoft.com, "XIRR function": -10,000 on 1 Jan 2008, 2,750 on 1 Mar 2008,
    // 4,250 on 30 Oct 2008, 3,250 on 15 Feb 2009, 2,750 on 1 Apr 2009 → 0.373362535 (37.34 %).
    const result = xirr([
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ]);
    expect(result.value).toBeCloseTo(0.373362535, 8);
  });

  it('a year at 10 % and flows in any order', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: '1100' },
        { date: '2022-01-01', amount: '-1000' },
      ]).value,
    ).toBeCloseTo(0.1, 10);
  });

  it('falls back to bisection where Newton fails (a near-total loss)', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: -1000 },
        { date: '2024-01-01', amount: 1 },
      ]).value,
    ).toBeCloseTo(-0.999, 8);
    // A doubling in 30 days: 2^(365/30) − 1 a year.
    expect(
      xirr([
        { date: '2023-01-01', amount: -1 },
        { date: '2023-01-31', amount: 2 },
      ]).value! /
        (2 ** (365 / 30) - 1),
    ).toBeCloseTo(1, 8);
  });

  it('no root when the flows have one sign, no data without flows', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: 100 },
        { date: '2024-01-01', amount: 100 },
      ]),
    ).toEqual({ value: null, reason: 'no_root' });
    expect(xirr([])).toEqual({ value: null, reason: 'no_data' });
  });
});
