import { describe, expect, it } from 'vitest';
import { simulatedReturns } from './simulated';

describe('simulatedReturns (model portfolio: weights × instrument returns)', () => {
  it('weights each period and chains the periods, on the dates all instruments share', () => {
    const result = simulatedReturns(
      [
        { symbol: 'EQ', weight: '60' },
        { symbol: 'BD', weight: '40' },
      ],
      {
        EQ: [
          { date: '2024-01-31', return: 0.05 },
          { date: '2024-02-29', return: -0.02 },
          { date: '2024-03-31', return: 0.5 },
        ],
        BD: [
          { date: '2024-01-31', return: 0.01 },
          { date: '2024-02-29', return: 0.01 },
        ],
      },
    );
    expect(result.points.map((p) => p.date)).toEqual(['2024-01-31', '2024-02-29']);
    expect(result.points[0]!.return).toBeCloseTo(0.034, 12);
    expect(result.cumulative.value).toBeCloseTo(1.034 * (1 - 0.008) - 1, 12);
  });

  it('cannot simulate without every series or with zero weights', () => {
    expect(simulatedReturns([{ symbol: 'X', weight: 1 }], {}).cumulative.reason).toBe('missing_data');
    expect(simulatedReturns([{ symbol: 'X', weight: 0 }], { X: [] }).cumulative.reason).toBe('zero_base');
  });
});
