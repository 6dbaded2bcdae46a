import fc from 'fast-check';
import { isZeroMoney, lastOnOrBefore, periodAnchorDates } from '@portal/domain';
import { randomDailySeries } from '@portal/domain/engine/performance/random-series';
import { describe, expect, it } from 'vitest';
import { figureDays, grown, grownFigureColumns, periodFigureColumns } from './period-figures';

/**
 * The figures a clock batch stores from a few stored days (decision 115) are those of the whole
 * series: the days anchorDaysOf reads (the first, the last kept, the last on or before each anchor
 * date, every day with a flow) with their stored growths, then the new days continued from them.
 */
describe('grownFigureColumns', () => {
  it('from the days a next day reads equals periodFigureColumns of every day', () => {
    fc.assert(
      fc.property(randomDailySeries, fc.nat(), (points, at) => {
        const asOf = points[points.length - 1]!.date;
        const first = 1 + (at % points.length); // the batch's first day: a new day or a backdated one
        const kept = grown(points.slice(0, first - 1), null);
        const fresh = points.slice(first - 1);
        const dates = kept.map((p) => p.date);
        const read = new Set([0, kept.length - 1]);
        for (const date of periodAnchorDates(asOf)) read.add(lastOnOrBefore(dates, date));
        kept.forEach((p, i) => !isZeroMoney(p.flow) && read.add(i));
        const few = kept.filter((_, i) => read.has(i));
        const figures = grownFigureColumns([...few, ...grown(fresh, kept.at(-1) ?? null)], asOf);
        expect(figures).toEqual(periodFigureColumns(points, asOf));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('from the days figureDays keeps of those and of the new days equals periodFigureColumns of every day', () => {
    fc.assert(
      fc.property(randomDailySeries, fc.nat(), (points, at) => {
        const asOf = points[points.length - 1]!.date;
        const first = 1 + (at % points.length);
        const kept = grown(points.slice(0, first - 1), null);
        const fresh = grown(points.slice(first - 1), kept.at(-1) ?? null);
        // A revaluation's kept days as anchorDaysOf reads them (the first, the last two, the anchors
        // of the day the new days end on, the flows), then the new days: figureDays of the lot.
        const dates = kept.map((p) => p.date);
        const read = new Set([0, kept.length - 2, kept.length - 1]);
        for (const date of periodAnchorDates(asOf)) read.add(lastOnOrBefore(dates, date));
        kept.forEach((p, i) => !isZeroMoney(p.flow) && read.add(i));
        const few = figureDays([...kept.filter((_, i) => read.has(i)), ...fresh]);
        expect(few.length).toBeLessThanOrEqual(points.length);
        expect(grownFigureColumns(few, asOf)).toEqual(periodFigureColumns(points, asOf));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('continues every growth from a stored day to the last bit', () => {
    fc.assert(
      fc.property(randomDailySeries, fc.nat(), (points, at) => {
        const whole = grown(points, null);
        const k = at % points.length;
        const tail = grown(points.slice(k + 1), whole[k]!);
        tail.forEach((p, i) => {
          const want = whole[k + 1 + i]!.growth;
          expect(
            [p.growth.columns, p.growth.entries, p.growth.twr].map((g, j) =>
              Object.is(g, [want.columns, want.entries, want.twr][j]),
            ),
          ).toEqual([true, true, true]);
        });
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
