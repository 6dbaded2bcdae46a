import { describe, expect, it } from 'vitest';
import { valueAtClose } from './series';

const closes = [
  { date: '2026-09-29', portfolio: 0, portfolioValue: '1000.00' },
  { date: '2026-09-30', portfolio: 1, portfolioValue: '1010.00' },
  { date: '2026-10-01', portfolio: 2, portfolioValue: '1020.00' },
];

describe('valueAtClose', () => {
  it('reads the last close on or before the date', () => {
    expect(valueAtClose(closes, '2026-09-30')).toBe('1010.00');
    expect(valueAtClose(closes, '2026-10-04')).toBe('1020.00');
  });

  it('reads an opening stamp as the previous day close', () => {
    const openings = [
      { date: '2026-09-01', portfolio: 0, portfolioValue: '900.00' },
      { date: '2026-10-01', portfolio: 5, portfolioValue: '950.00' },
    ];
    // 1 October's opening is 30 September's close.
    expect(valueAtClose(openings, '2026-09-30', 'opening')).toBe('950.00');
    expect(valueAtClose(openings, '2026-09-29', 'opening')).toBe('900.00');
  });

  it('is null before the first point or when the point has no value', () => {
    expect(valueAtClose(closes, '2026-09-28')).toBeNull();
    expect(valueAtClose([{ date: '2026-09-30', portfolio: 0 }], '2026-09-30')).toBeNull();
  });

  it('does not depend on the order of the points', () => {
    expect(valueAtClose([...closes].reverse(), '2026-09-30')).toBe('1010.00');
  });
});
