import fc from 'fast-check';
import { isWeekday } from '../../market/close';
import { addDays } from '../core/dates';

/**
 * Tests only. A random daily series of a portfolio (values and flows to the penny): weekdays (some weekends) from `start`, a walk with flows and empty spells.
 */
export const randomDailySeries = fc
  .record({
    start: fc.integer({ min: 0, max: 3000 }).map((d) => addDays('2017-01-02', d)),
    steps: fc.array(
      fc.record({
        move: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        flow: fc.option(fc.integer({ min: -5_000_00, max: 20_000_00 }), { freq: 8 }),
        weekend: fc.boolean(),
        empty: fc.integer({ min: 0, max: 400 }),
      }),
      { minLength: 1, maxLength: 2200, size: 'max' },
    ),
  })
  .map(({ start, steps }) => {
    const points: { date: string; value: string; flow: string }[] = [];
    let value = 0;
    let date = start;
    for (const step of steps) {
      do date = addDays(date, 1);
      while (!isWeekday(date) && !step.weekend);
      const flow = step.flow === null ? 0 : step.flow / 100;
      // Now and then the portfolio is emptied (a value of 0: a base the growth cannot be measured from).
      value = step.empty === 0 ? 0 : Math.max(0, value * (1 + step.move) + flow);
      points.push({ date, value: value.toFixed(2), flow: flow.toFixed(2) });
    }
    return points;
  });
