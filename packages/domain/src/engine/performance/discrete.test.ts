import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, endOfMonth } from '../core/dates';
import { annualise } from './annualise';
import { discreteReturns } from './discrete';
import { monthlyReturns } from './monthly';
import { chainLink } from './period-return';
import { quarterlyReturns } from './quarterly';
import { rollingReturns } from './rolling';
import { readCumulativeSeries, type CumulativePoint } from './series';

/** Month-end points from `start` with a constant monthly return. */
function monthly(start: string, months: number, rate: number): CumulativePoint[] {
  return Array.from({ length: months + 1 }, (_, i) => ({
    date: endOfMonth(addMonths(start, i)),
    portfolio: ((1 + rate) ** i - 1) * 100,
    benchmark: ((1 + rate / 2) ** i - 1) * 100,
  }));
}

const year = 1.01 ** 12 - 1;

describe('discreteReturns (spec §9)', () => {
  const series = readCumulativeSeries(monthly('2018-12-31', 66, 0.01)); // to 2024-06-30
  const result = discreteReturns(series);
  const period = (key: string) => result.periods.find((p) => p.period === key)!;

  it('1Y, 3Y, 5Y over 12, 36 and 60 months, annualised as the power of 12 over months', () => {
    expect(period('1Y')).toMatchObject({ from: '2023-06-30', to: '2024-06-30', months: 12 });
    expect(period('1Y').portfolio.value).toBeCloseTo(year, 12);
    expect(period('3Y').portfolio.value).toBeCloseTo(1.01 ** 36 - 1, 12);
    expect(period('3Y').portfolioAnnualised.value).toBeCloseTo(year, 12);
    expect(period('5Y').portfolioAnnualised.value).toBeCloseTo(year, 12);
    expect(period('5Y').benchmarkAnnualised.value).toBeCloseTo(1.005 ** 12 - 1, 12);
  });

  it('since inception and YTD; YTD is never annualised', () => {
    expect(period('inception').months).toBe(66);
    expect(period('inception').portfolioAnnualised.value).toBeCloseTo(year, 12);
    expect(period('YTD')).toMatchObject({ from: '2023-12-31', months: 6 });
    expect(period('YTD').portfolio.value).toBeCloseTo(1.01 ** 6 - 1, 12);
    expect(period('YTD').portfolioAnnualised).toEqual({ value: null, reason: 'insufficient_history' });
  });

  it('each of the previous 5 calendar years, 31 Dec to 31 Dec (13 month ends)', () => {
    expect(result.years.map((y) => y.year)).toEqual([2023, 2022, 2021, 2020, 2019]);
    for (const y of result.years) expect(y.portfolio.value).toBeCloseTo(year, 12);
    expect(result.years[4]).toMatchObject({ from: '2018-12-31', to: '2019-12-31' });
  });

  it('periods longer than the series are insufficient_history', () => {
    const short = discreteReturns(readCumulativeSeries(monthly('2022-03-31', 27, 0.01)));
    const get = (key: string) => short.periods.find((p) => p.period === key)!;
    expect(get('3Y').portfolio).toEqual({ value: null, reason: 'insufficient_history' });
    expect(get('3Y').portfolioAnnualised.reason).toBe('insufficient_history');
    expect(get('1Y').portfolio.value).toBeCloseTo(year, 12);
    expect(short.years.map((y) => y.portfolio.reason ?? 'ok')).toEqual([
      'ok',
      'insufficient_history',
      'insufficient_history',
      'insufficient_history',
      'insufficient_history',
    ]);
    expect(discreteReturns(readCumulativeSeries([])).periods[0]!.portfolio.reason).toBe('no_data');
  });
});

describe('annualise', () => {
  it('property: a 12-month period annualises to its own return', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.99, max: 10, noNaN: true }), (r) => {
        expect(annualise(r, 12)).toEqual({ value: r });
      }),
    );
  });

  it('compounds longer periods down and refuses short ones and total losses', () => {
    expect(annualise(0.331, 36).value).toBeCloseTo(0.1, 12);
    expect(annualise(0.05, 6)).toEqual({ value: null, reason: 'insufficient_history' });
    expect(annualise(-1, 24)).toEqual({ value: null, reason: 'zero_base' });
  });
});

describe('monthly returns (spec §7: the cumulative series read as monthly returns)', () => {
  it('reads each month from the last point of the month before', () => {
    const series = readCumulativeSeries([
      { date: '2024-01-01', portfolio: 0 },
      { date: '2024-01-31', portfolio: 1 },
      { date: '2024-02-15', portfolio: 2 },
      { date: '2024-02-29', portfolio: 3.02 },
    ]);
    const months = monthlyReturns(series);
    expect(months.map((m) => [m.month, m.date])).toEqual([
      ['2024-01', '2024-01-31'],
      ['2024-02', '2024-02-29'],
    ]);
    expect(months[1]!.portfolio).toBeCloseTo(0.02, 12);
  });

  it('property: chain-linking the monthly returns reproduces the cumulative return', () => {
    const days = fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), {
      minLength: 2,
      maxLength: 400,
    });
    fc.assert(
      fc.property(days, (returns) => {
        let growth = 1;
        const points = returns.map((r, i) => {
          if (i > 0) growth *= 1 + r;
          return { date: addDaysIso('2023-01-10', i * 3), portfolio: (growth - 1) * 100 };
        });
        const series = readCumulativeSeries(points);
        const linked = chainLink(monthlyReturns(series).map((m) => m.portfolio));
        expect(linked).toBeCloseTo(
          series.portfolio[series.portfolio.length - 1]! / series.portfolio[0]! - 1,
          9,
        );
      }),
    );
  });
});

describe('quarterly and rolling returns', () => {
  const series = readCumulativeSeries(monthly('2022-12-31', 18, 0.01));

  it('quarters from quarter end to quarter end', () => {
    const quarters = quarterlyReturns(series);
    expect(quarters.map((q) => q.period)).toEqual([
      '2023-03-31',
      '2023-06-30',
      '2023-09-30',
      '2023-12-31',
      '2024-03-31',
      '2024-06-30',
    ]);
    expect(quarters[0]!.portfolio.value).toBeCloseTo(1.01 ** 3 - 1, 12);
  });

  it('trailing 12 months at each month end, insufficient_history before a full window', () => {
    const rolling = rollingReturns(series);
    expect(rolling).toHaveLength(19);
    expect(rolling[11]!.portfolio).toEqual({ value: null, reason: 'insufficient_history' });
    expect(rolling[12]!.date).toBe('2023-12-31');
    expect(rolling[12]!.portfolio.value).toBeCloseTo(year, 12);
    expect(rolling[18]!.benchmark.value).toBeCloseTo(1.005 ** 12 - 1, 12);
  });
});

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
