import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import { cumulativeEntries, performanceSummary } from '../providers/views';
import { performanceFigures, type SeriesPoint } from './period-figures';

/** Weekdays from `start` with values moving and a contribution now and then. */
function series(start: string, days: number, first = 1000): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  let value = first;
  for (let i = 0; out.length < days; i++) {
    const date = addDays(start, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const flow = out.length % 97 === 50 ? 500 : 0;
    value = Math.round((value * (1 + Math.sin(out.length) / 100) + flow) * 100) / 100;
    out.push({ date, value: value.toFixed(2), flow: flow.toFixed(2) });
  }
  return out;
}

describe('performanceFigures', () => {
  it("are the page's summary of the whole series, from a few of its points", () => {
    const points = series('2020-03-02', 1400);
    const figures = performanceFigures(points, points.at(-1)!.date)!;
    expect(figures.entries.length).toBeLessThan(40);
    const flows = points.filter((p) => p.flow !== '0.00').map((p) => ({ date: p.date, amount: p.flow }));
    const feed = {
      portfolioId: 'p',
      benchmarkId: 'p - B',
      benchmarkName: null,
      entries: cumulativeEntries(points, flows, () => null, 'close'),
      flows,
      stamp: 'close' as const,
    };
    const keyFeed = {
      ...feed,
      entries: figures.entries.map((e) => ({ ...e, benchmark: null })),
      flows: [],
    };
    expect(performanceSummary(keyFeed, { twr: figures.twr, xirr: figures.xirr })).toEqual(
      performanceSummary(feed),
    );
  });

  it('are not stored when a growth cannot be measured (nothing invested, then a value)', () => {
    const points = series('2024-01-01', 300, 0);
    points[0] = { ...points[0]!, value: '0.00' };
    points[1] = { ...points[1]!, value: '100.00', flow: '0.00' };
    expect(performanceFigures(points, points.at(-1)!.date)).toBeNull();
  });
});
