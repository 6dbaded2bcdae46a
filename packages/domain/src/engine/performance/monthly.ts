import { closeDateOf, type GrowthSeries } from './series';

/** The return of one calendar month, from the last point of the month before to its last point. */
export interface MonthlyReturn {
  /** 'YYYY-MM': the month whose closes the return spans (for opening stamps, the day before's month). */
  month: string;
  /** Date of the month's last point. */
  date: string;
  portfolio: number;
  /** Null without a benchmark. */
  benchmark: number | null;
}

/**
 * Monthly returns read from a cumulative series (spec §7 "read as monthly returns"): for each month
 * with data, its last point against the last point of the previous month with data (the first month
 * against the first point). Months whose base growth is not positive are left out.
 *
 * @example monthlyReturns(readCumulativeSeries([{ date: '2024-01-01', portfolio: 0 }, { date: '2024-01-31', portfolio: 1 }, { date: '2024-02-29', portfolio: 3.02 }]))
 * // → [{ month: '2024-01', date: '2024-01-31', portfolio: 0.01, benchmark: null }, { month: '2024-02', ..., portfolio: 0.02 }]
 */
export function monthlyReturns(series: GrowthSeries): MonthlyReturn[] {
  const out: MonthlyReturn[] = [];
  const { dates, portfolio, benchmark } = series;
  const months = dates.map((_, i) => closeDateOf(series, i).slice(0, 7));
  let base = 0;
  for (let i = 0; i < dates.length; i++) {
    const month = months[i]!;
    const lastOfMonth = i === dates.length - 1 || months[i + 1] !== month;
    if (!lastOfMonth || (i === 0 && dates.length > 1)) continue;
    if (portfolio[base]! > 0) {
      out.push({
        month,
        date: dates[i]!,
        portfolio: portfolio[i]! / portfolio[base]! - 1,
        benchmark: benchmark && benchmark[base]! > 0 ? benchmark[i]! / benchmark[base]! - 1 : null,
      });
    }
    base = i;
  }
  return out;
}
