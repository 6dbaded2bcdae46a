import { isWeekday, lastWeekdayOnOrBefore } from '@portal/domain';
import { addDays, type IsoDate } from '../calendar';
import type { Rng } from '../random';
import { bridgeLevels } from './daily-closes';

/**
 * The market's trading days: every weekday from the first month's anchor to the as-of anchor. A
 * month's anchor is the last weekday on or before its 1st, so the monthly walks (which size trades
 * and estimate past values) are stored closes, and the as-of anchor is the latest close of all.
 */
export class MarketDays {
  readonly days: IsoDate[] = [];
  /** Per month index, the index in `days` of its anchor. */
  readonly anchors: number[];
  /** Every calendar date from the first anchor to the last → the index of its last weekday. */
  private readonly onOrBefore = new Map<IsoDate, number>();

  constructor(monthDates: readonly IsoDate[]) {
    const anchorDates = monthDates.map((date) => lastWeekdayOnOrBefore(date));
    const last = anchorDates[anchorDates.length - 1]!;
    for (let date = anchorDates[0]!; date <= last; date = addDays(date, 1)) {
      if (isWeekday(date)) this.days.push(date);
      this.onOrBefore.set(date, this.days.length - 1);
    }
    this.anchors = anchorDates.map((date) => this.onOrBefore.get(date)!);
  }

  /** The index of the last trading day on or before `date` (the last one for any later date). */
  dayOf(date: IsoDate): number {
    const day = this.onOrBefore.get(date);
    if (day !== undefined) return day;
    if (date > this.days[this.days.length - 1]!) return this.days.length - 1;
    throw new RangeError(`${date} is before the market's first day`);
  }

  /** The index of the last trading day of a month index (its anchor). */
  anchorOf(month: number): number {
    return this.anchors[month]!;
  }

  /**
   * A daily series through monthly levels: each month's level on its anchor exactly, and between two
   * anchors a Brownian bridge (daily-closes.ts) with the line's own volatility.
   */
  bridge(rng: Rng, monthly: readonly string[], volatility: number, decimals: number): string[] {
    const out = new Array<string>(this.days.length);
    out[this.anchors[0]!] = monthly[0]!;
    for (let i = 1; i < monthly.length; i++) {
      const from = this.anchors[i - 1]!;
      const to = this.anchors[i]!;
      const between = bridgeLevels(rng, monthly[i - 1]!, monthly[i]!, to - from, volatility, decimals);
      for (let d = from + 1; d < to; d++) out[d] = between[d - from - 1] ?? monthly[i - 1]!;
      out[to] = monthly[i]!;
    }
    return out;
  }
}
