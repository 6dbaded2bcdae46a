import { describe, expect, it } from 'vitest';
import { benchmarkForRiskProfile, benchmarkId } from './benchmark';
import { performancePeriods } from './periods';
import { isQuarterEnd, previousQuarterEnd, quarterEnds } from './quarters';
import { readCumulativeSeries, type CumulativePoint } from './series';

// Cumulative percent figures: growth 1, 1.10, 1.21, 1.331, 1.4, 1.47; the benchmark half as fast.
const points: CumulativePoint[] = [
  { date: '2023-06-30', portfolio: 0, benchmark: 0 },
  { date: '2023-12-29', portfolio: 10, benchmark: 5 },
  { date: '2024-03-28', portfolio: 21, benchmark: 10 },
  { date: '2024-04-30', portfolio: 33.1, benchmark: 15 },
  { date: '2024-05-14', portfolio: 40, benchmark: 20 },
  { date: '2024-05-15', portfolio: 47, benchmark: 21 },
];

function byPeriod(series = readCumulativeSeries(points), asOf?: string) {
  return Object.fromEntries(performancePeriods(series, asOf).map((p) => [p.period, p]));
}

describe('performancePeriods (spec §9: 1D, 1M month to date, 3M quarter to date, YTD, since inception)', () => {
  it('reads each period from its start point', () => {
    const periods = byPeriod();
    expect(periods['1D']!.from).toBe('2024-05-14');
    expect(periods['1D']!.portfolio.value).toBeCloseTo(1.47 / 1.4 - 1, 12);
    expect(periods['1M']!.from).toBe('2024-04-30');
    expect(periods['1M']!.portfolio.value).toBeCloseTo(1.47 / 1.331 - 1, 12);
    expect(periods['3M']!.from).toBe('2024-03-28');
    expect(periods['3M']!.portfolio.value).toBeCloseTo(1.47 / 1.21 - 1, 12);
    expect(periods.YTD!.from).toBe('2023-12-29');
    expect(periods.YTD!.portfolio.value).toBeCloseTo(1.47 / 1.1 - 1, 12);
    expect(periods.inception!.portfolio.value).toBeCloseTo(0.47, 12);
  });

  it('over a weekend, 1D is the last market day’s move: a Saturday point holds Friday’s closes', () => {
    const week = readCumulativeSeries([
      { date: '2026-11-25', portfolio: 0 }, // Wednesday
      { date: '2026-11-26', portfolio: 2 }, // Thursday
      { date: '2026-11-27', portfolio: 5 }, // Friday
      { date: '2026-11-28', portfolio: 5 }, // Saturday (valued with Friday's closes)
      { date: '2026-11-30', portfolio: 4 }, // Monday
    ]);
    const saturday = byPeriod(week, '2026-11-28')['1D']!;
    expect(saturday.from).toBe('2026-11-26');
    expect(saturday.portfolio.value).toBeCloseTo(1.05 / 1.02 - 1, 12);
    // Monday's move is from the point before, which holds Friday's closes.
    const monday = byPeriod(week)['1D']!;
    expect(monday.from).toBe('2026-11-28');
    expect(monday.portfolio.value).toBeCloseTo(1.04 / 1.05 - 1, 12);
  });

  it('gives the benchmark and the difference beside the portfolio', () => {
    const ytd = byPeriod().YTD!;
    expect(ytd.benchmark.value).toBeCloseTo(1.21 / 1.05 - 1, 12);
    expect(ytd.relative.value).toBeCloseTo(1.47 / 1.1 - 1.21 / 1.05, 12);
  });

  it('ends at an earlier as-of date when asked', () => {
    const periods = byPeriod(readCumulativeSeries(points), '2024-04-30');
    expect(periods['1M']!.from).toBe('2024-03-28');
    expect(periods['3M']!.from).toBe('2024-03-28');
  });

  it('a period starting before the series cannot be computed: null with a reason, never 0 %', () => {
    const young = byPeriod(
      readCumulativeSeries([
        { date: '2024-05-02', portfolio: 0 },
        { date: '2024-05-15', portfolio: 3 },
      ]),
    );
    expect(young['1M']!.portfolio).toEqual({ value: null, reason: 'no_start_valuation' });
    expect(young.YTD!.portfolio.reason).toBe('no_start_valuation');
    expect(young.inception!.portfolio.value).toBeCloseTo(0.03, 12);
    expect(young.inception!.benchmark).toEqual({ value: null, reason: 'no_data' });
    const single = byPeriod(readCumulativeSeries([{ date: '2024-05-02', portfolio: 0 }]));
    expect(single['1D']!.portfolio.reason).toBe('no_start_valuation');
  });

  it('reads fractions and index levels too', () => {
    const index = readCumulativeSeries(
      [
        { date: '2024-01-01', portfolio: 100 },
        { date: '2024-02-01', portfolio: 104 },
      ],
      'index',
    );
    expect(Array.from(index.portfolio)).toEqual([100, 104]);
    expect(
      Array.from(readCumulativeSeries([{ date: '2024-01-01', portfolio: '0.05' }], 'fraction').portfolio),
    ).toEqual([1.05]);
  });
});

describe('quarter ends (spec §9: 03-31, 06-30, 09-30, 12-31)', () => {
  it('lists them and finds the one before a date', () => {
    expect(quarterEnds('2023-11-01', '2024-07-01')).toEqual(['2023-12-31', '2024-03-31', '2024-06-30']);
    expect(previousQuarterEnd('2024-05-10')).toBe('2024-03-31');
    expect(previousQuarterEnd('2024-06-30')).toBe('2024-03-31');
    expect(previousQuarterEnd('2024-02-01')).toBe('2023-12-31');
    expect(isQuarterEnd('2024-09-30')).toBe(true);
    expect(isQuarterEnd('2024-09-29')).toBe(false);
  });
});

describe('benchmarks (spec §7, §9)', () => {
  it("the benchmark id is the portfolio id + ' - B'; the risk profile's third word picks the IA sector", () => {
    expect(benchmarkId('P-123')).toBe('P-123 - B');
    expect(benchmarkForRiskProfile('Risk profile 3 Cautious')).toBe('IA Mixed Investment 20-60% Shares');
    expect(benchmarkForRiskProfile('Risk profile 7')).toBe('IA Flexible Investment');
    expect(benchmarkForRiskProfile('Balanced')).toBeNull();
    expect(benchmarkForRiskProfile('Risk profile 0')).toBeNull();
  });
});
