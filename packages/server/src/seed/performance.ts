import type { PeriodFigureColumns } from '@portal/domain';

/**
 * Cached performance figures of accounts and explorer funds (spec §3 change1m … changeAll), as
 * percent figures: '5.2300' = 5.23 %. Portfolios' come from the engine (periodFigureColumns).
 */
export type PeriodChanges = Omit<PeriodFigureColumns, 'change1d' | 'sinceInception'>;

const PERIODS = [
  ['change1m', 1],
  ['change3m', 3],
  ['change1y', 12],
  ['change3y', 36],
  ['change5y', 60],
] as const;

/**
 * Time-weighted changes from a monthly series ending at the "as of" month: each month's growth is
 * (value − net inflow) / previous value, chained over the period, so money paid in or out does not
 * count as performance. `ytdStart` is the index of 1 January of the as-of year (negative when the
 * series starts later in the year). A period longer than the history is null. These figures are a
 * cache for lists; the finance engine computes the exact ones from portfolio_valuations.
 */
export function periodChanges(
  values: readonly number[],
  flows: readonly number[] | null,
  ytdStart: number,
): PeriodChanges {
  const n = values.length;
  const growth: number[] = [1];
  for (let i = 1; i < n; i++) {
    const previous = values[i - 1]!;
    growth.push(previous > 0 ? (values[i]! - (flows?.[i] ?? 0)) / previous : 1);
  }
  const chained = (from: number) => {
    let product = 1;
    for (let i = Math.max(1, from + 1); i < n; i++) product *= growth[i]!;
    return ((product - 1) * 100).toFixed(4);
  };
  const result: PeriodChanges = {
    change1m: null,
    change3m: null,
    changeYtd: n > 0 ? chained(Math.max(0, ytdStart)) : null,
    change1y: null,
    change3y: null,
    change5y: null,
    changeAll: n > 1 ? chained(0) : null,
  };
  for (const [key, months] of PERIODS) {
    if (n - 1 >= months) result[key] = chained(n - 1 - months);
  }
  return result;
}
