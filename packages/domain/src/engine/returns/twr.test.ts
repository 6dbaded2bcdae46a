import { describe, expect, it } from 'vitest';
import { rollingReturns } from '../performance/rolling';
import { combineValuations, consolidatedReturn } from './consolidated';
import { timeWeightedReturn, timeWeightedSeries } from './twr';
import { moneyWeightedReturn } from './xirr';

describe('timeWeightedReturn: worked examples with external flows', () => {
  it('the actuarial (SOA exam FM) example: 18.78 %', () => {
    // mathcelebrity.com "Time Weighted Rate of Interest": 100,000 on 1 January; 112,000 on 1 March,
    // then a 30,000 contribution; 125,000 on 1 August, then 42,000 withdrawn; 100,000 on 1 January of
    // the next year. Answer 18.78 % (1.12 × 125/142 × 100/83 − 1).
    const result = timeWeightedReturn(
      [
        { date: '2023-01-01', value: '100000' },
        { date: '2023-03-01', value: '112000' },
        { date: '2023-08-01', value: '125000' },
        { date: '2024-01-01', value: '100000' },
      ],
      [
        { date: '2023-03-01', amount: '30000' },
        { date: '2023-08-01', amount: '-42000' },
      ],
    );
    expect(result.value.value).toBeCloseTo(0.1878, 4);
    expect(result.months).toBe(12);
    expect(result.annualised.value).toBeCloseTo(result.value.value!, 12);
  });

  it('the CFA Institute Level I example: 15.84 % a year time-weighted, 13.86 % money-weighted', () => {
    // CFA Institute curriculum, "Time-weighted and money-weighted returns" (also Kaplan Schweser
    // 2024 R1 Module 1.2): a share bought for 100 at t0, a second for 120 at the end of year 1, both
    // sold for 130 at the end of year 2; a dividend of 2 a share at the end of each year, paid out.
    // Paid out dividends leave the portfolio: a flow of −2 at t1 (with the +120 purchase).
    const valuations = [
      { date: '2021-01-01', value: '0' },
      { date: '2022-01-01', value: '122' },
      { date: '2023-01-01', value: '264' },
    ];
    const flows = [
      { date: '2021-01-01', amount: '100' },
      { date: '2022-01-01', amount: '118' },
    ];
    const twr = timeWeightedReturn(valuations, flows);
    expect(twr.value.value).toBeCloseTo(1.22 * 1.1 - 1, 12);
    expect(twr.annualised.value).toBeCloseTo(0.1584, 4);
    expect(moneyWeightedReturn(valuations, flows).value).toBeCloseTo(0.1386, 4);
  });

  it('weights a flow between valuations by the time left (Modified Dietz for that sub-period)', () => {
    // 1000 → 1150 over 30 days with 100 paid in on day 15: (1150 − 1000 − 100) / (1000 + 100 × 15/30).
    const result = timeWeightedReturn(
      [
        { date: '2024-04-01', value: '1000' },
        { date: '2024-05-01', value: '1150' },
      ],
      [{ date: '2024-04-16', amount: '100' }],
    );
    expect(result.value.value).toBeCloseTo(50 / 1050, 12);
  });

  it('cannot compute without two valuations, or when money arrives with nothing to measure it against', () => {
    expect(timeWeightedReturn([], []).value).toEqual({ value: null, reason: 'no_data' });
    expect(timeWeightedReturn([{ date: '2024-01-01', value: 1 }], []).value.reason).toBe(
      'insufficient_history',
    );
    const zero = timeWeightedReturn(
      [
        { date: '2024-01-01', value: '0' },
        { date: '2024-02-01', value: '500' },
      ],
      [],
    );
    expect(zero.value).toEqual({ value: null, reason: 'zero_base' });
    // Empty for a while, then funded again: the empty stretch is skipped, not −100 %.
    const months = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01'];
    const emptied = timeWeightedReturn(
      [100, 110, 0, 0, 55].map((value, i) => ({ date: months[i]!, value })),
      [-110, 0, 50].flatMap((amount, i) => (amount ? [{ date: months[i + 1]!, amount }] : [])),
    );
    expect(emptied.value.value).toBeCloseTo(1.1 * (55 / 50) - 1, 12);
  });

  it('a rolling 12-month time-weighted series from monthly valuations', () => {
    const valuations = Array.from({ length: 25 }, (_, i) => ({
      date: new Date(Date.UTC(2022, i + 1, 0)).toISOString().slice(0, 10),
      value: 1000 * 1.01 ** i + (i >= 6 ? 500 * 1.01 ** (i - 6) : 0),
    }));
    const rolling = rollingReturns(
      timeWeightedSeries(valuations, [{ date: valuations[6]!.date, amount: 500 }]),
    );
    expect(rolling[24]!.portfolio.value).toBeCloseTo(1.01 ** 12 - 1, 10);
    expect(rolling[11]!.portfolio.reason).toBe('insufficient_history');
  });
});

describe('consolidated account performance', () => {
  it('value-weights the portfolios by their start values', () => {
    expect(
      consolidatedReturn([
        { startValue: '3000', return: { value: 0.1 } },
        { startValue: '1000', return: { value: -0.02 } },
        { startValue: '0', return: { value: null, reason: 'no_start_valuation' } },
      ]).value,
    ).toBeCloseTo(0.07, 12);
    expect(
      consolidatedReturn([{ startValue: '5', return: { value: null, reason: 'zero_base' } }]).reason,
    ).toBe('zero_base');
    expect(consolidatedReturn([]).reason).toBe('zero_base');
  });

  it('combines valuations, carrying each portfolio’s latest value forward', () => {
    const combined = combineValuations([
      {
        valuations: [
          { date: '2024-01-01', value: '100' },
          { date: '2024-02-01', value: '110' },
        ],
        flows: [],
      },
      { valuations: [{ date: '2024-01-15', value: '50' }], flows: [{ date: '2024-01-15', amount: '50' }] },
    ]);
    expect(combined.valuations).toEqual([
      { date: '2024-01-01', value: 100 },
      { date: '2024-01-15', value: 150 },
      { date: '2024-02-01', value: 160 },
    ]);
    expect(combined.flows).toHaveLength(1);
  });
});
