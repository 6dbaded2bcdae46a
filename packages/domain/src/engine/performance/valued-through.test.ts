import { describe, expect, it } from 'vitest';
import { performancePeriods } from './periods';
import { readCumulativeSeries } from './series';
import {
  earliestValuedThrough,
  figuresReferenceDay,
  valuedThroughOf,
  withoutUnvaluedPeriods,
} from './valued-through';

/** A daily close series from `from` to `to`, growing 0.1 % a day. */
function daily(from: string, to: string) {
  const points: { date: string; portfolio: number }[] = [];
  let growth = 0;
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    points.push({ date: d.toISOString().slice(0, 10), portfolio: growth });
    growth = ((1 + growth / 100) * 1.001 - 1) * 100;
  }
  return readCumulativeSeries(points, 'percent', 'close');
}

const valueOf = (periods: ReturnType<typeof performancePeriods>, period: string) =>
  periods.find((p) => p.period === period)!.portfolio;

describe('figures valued through a day', () => {
  it('are behind when they stop before the last weekday before today (or an earlier range end)', () => {
    // Thursday 26 November 2026: the last weekday before is Wednesday 25.
    expect(figuresReferenceDay('2026-11-26')).toBe('2026-11-25');
    // Monday 30 November: the Friday before.
    expect(figuresReferenceDay('2026-11-30')).toBe('2026-11-27');
    expect(figuresReferenceDay('2026-11-26', '2026-09-30')).toBe('2026-09-30');
    expect(valuedThroughOf('2026-11-01', '2026-11-26')).toEqual({ date: '2026-11-01', behind: true });
    expect(valuedThroughOf('2026-11-25', '2026-11-26').behind).toBe(false);
    expect(valuedThroughOf('2026-11-26', '2026-11-26').behind).toBe(false);
    expect(valuedThroughOf('2026-11-27', '2026-11-30').behind).toBe(false);
    expect(valuedThroughOf('2026-11-26', '2026-11-30').behind).toBe(true);
    // A report of the third quarter is not behind when the figures reach its end.
    expect(valuedThroughOf('2026-11-01', '2026-11-26', '2026-09-30').behind).toBe(false);
  });

  it('of an account are those of its least current portfolio', () => {
    expect(
      earliestValuedThrough([
        { date: '2026-11-20', behind: true },
        null,
        { date: '2026-11-01', behind: true },
        { date: '2026-11-25', behind: false },
      ]),
    ).toEqual({ date: '2026-11-01', behind: true });
    expect(earliestValuedThrough([null, undefined])).toBeNull();
  });

  it('show no period none of whose business days is valued, never 0.00 %', () => {
    // Valued through Sunday 1 November (the seed's as-of date), seen on Thursday 26: its closes are
    // Friday's, so November to date has no valued business day; quarter and year to date do.
    const sunday = performancePeriods(daily('2025-12-01', '2026-11-01'));
    const weekend = withoutUnvaluedPeriods(sunday, '2026-11-01', '2026-11-25');
    expect(valueOf(weekend, '1D')).toEqual({ value: null, reason: 'not_valued' });
    expect(valueOf(weekend, '1M')).toEqual({ value: null, reason: 'not_valued' });
    expect(valueOf(weekend, '3M')).toEqual(valueOf(sunday, '3M'));
    const periods = performancePeriods(daily('2025-12-01', '2026-11-02'));
    // Stale since Monday 2 November, seen on Thursday 26: 1D is not a figure; month, quarter and
    // year to date are those periods through the 2nd.
    const november = withoutUnvaluedPeriods(periods, '2026-11-02', '2026-11-25');
    expect(valueOf(november, '1D')).toEqual({ value: null, reason: 'not_valued' });
    expect(november.find((p) => p.period === '1D')!.relative).toEqual({ value: null, reason: 'not_valued' });
    expect(valueOf(november, '1M')).toEqual(valueOf(periods, '1M'));
    expect(valueOf(november, '1M').value).toBeGreaterThan(0);
    expect(valueOf(november, 'YTD')).toEqual(valueOf(periods, 'YTD'));
    // The same figures seen in January: month, quarter and year to date have no valued day.
    const january = withoutUnvaluedPeriods(periods, '2026-11-02', '2027-01-06');
    for (const period of ['1D', '1M', '3M', 'YTD'])
      expect(valueOf(january, period)).toEqual({ value: null, reason: 'not_valued' });
    expect(valueOf(january, 'inception')).toEqual(valueOf(periods, 'inception'));
    // Valued through a month end, seen the next month: the month has no valued day yet.
    const monthEnd = performancePeriods(daily('2025-12-01', '2026-10-31'));
    const seen = withoutUnvaluedPeriods(monthEnd, '2026-10-31', '2026-11-04');
    expect(valueOf(seen, '1M').reason).toBe('not_valued');
    expect(valueOf(seen, '3M').value).not.toBeNull();
  });

  it('leave current figures as they are', () => {
    const periods = performancePeriods(daily('2025-12-01', '2026-11-25'));
    expect(withoutUnvaluedPeriods(periods, '2026-11-25', '2026-11-25')).toEqual(periods);
  });
});
