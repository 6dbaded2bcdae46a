import { isWeekday } from '@portal/domain';
import { addDays, type IsoDate } from '../calendar';
import type { Rng } from '../random';

/** A close on a date, as stored. */
export interface DailyClose {
  date: IsoDate;
  price: string;
}

/** Annual volatility of a fund's daily moves, by its sector (the monthly walk's own figures). */
export function dailyVolatility(sector: string): number {
  if (sector === 'Cash') return 0.002;
  if (sector === 'Fixed Interest') return 0.06;
  return 0.16;
}

/**
 * Daily closes on the weekdays strictly between two monthly closes: a geometric Brownian bridge, so
 * the month's path wanders like a fund's and still meets both stored monthly closes exactly (the
 * monthly history, valuations and every figure built on it are unchanged). This gives the explorer
 * a real 1D return and a daily chart over the last month (§2 fund performance 1D).
 */
export function bridgeDailyCloses(
  rng: Rng,
  from: { date: IsoDate; price: string },
  to: { date: IsoDate; price: string },
  volatility: number,
  decimals = 4,
): DailyClose[] {
  const days: IsoDate[] = [];
  for (let d = addDays(from.date, 1); d < to.date; d = addDays(d, 1)) if (isWeekday(d)) days.push(d);
  const start = Math.log(Number(from.price));
  const end = Math.log(Number(to.price));
  if (days.length === 0 || !Number.isFinite(start) || !Number.isFinite(end)) return [];
  const steps = days.length + 1;
  const sigma = volatility / Math.sqrt(252);
  // A random walk of `steps` steps, then pinned: B_j = W_j − (j/steps)·W_steps.
  const walk: number[] = [0];
  for (let j = 1; j <= steps; j++) walk.push(walk[j - 1]! + sigma * rng.normal());
  const last = walk[steps]!;
  return days.map((date, i) => {
    const j = i + 1;
    const level = start + (j / steps) * (end - start) + walk[j]! - (j / steps) * last;
    return { date, price: Math.exp(level).toFixed(decimals) };
  });
}
