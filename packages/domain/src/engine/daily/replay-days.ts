import { parseFixed } from '../core/fixed';
import type { FxBook } from '../valuation/market';
import { cashCents, type DecimalParts } from './cents';
import { Lines } from './lines';
import { DayTotals, dailyBook, isCashTracked, tradePrice, type Row, type TradePrice } from './plan';

/** A line from a day on (until the next segment of its symbol): what it holds and its last trade. */
export interface Segment {
  /** Index of the first day (in the grid) the line is held so. */
  from: number;
  units: bigint;
  unitsParts: DecimalParts;
  /** Quote currency of the last purchase (a close without a currency is in it). */
  currency: string;
  trade: TradePrice;
  tradeParts: DecimalParts;
}

/** The transactions applied day by day: the day's cash, flows, income and fees, and each line's segments. */
export interface ReplayedDays {
  lines: Lines;
  /** Uninvested cash at each day's close, cents of the base currency (half toward +∞). */
  cash: Float64Array;
  totals: { flow: string; income: string; fees: string }[];
  /** Per symbol (Lines index) its segments in day order; undefined when never traded. */
  segments: (Segment[] | undefined)[];
}

/**
 * Applies the rows through HoldingsBook (its checks; cash in the base currency at the rate of its
 * date, as reconcile.ts) up to each day of the grid, keeping what the valuation needs per day and
 * a segment per line and day it changed. Rows before the first day are applied, not reported.
 */
export function replayDays(
  rows: readonly Row[],
  dates: readonly string[],
  base: string,
  fx: FxBook,
): ReplayedDays {
  const cashTracked = isCashTracked(rows);
  const book = dailyBook(base, cashTracked, fx);
  const lines = new Lines(rows);
  const day = new DayTotals(cashTracked);
  const cash = new Float64Array(dates.length);
  const totals = new Array<ReplayedDays['totals'][number]>(dates.length);
  const segments = new Array<Segment[] | undefined>(lines.symbols.length);
  let balance = 0n;
  let next = 0;
  for (let d = 0; d < dates.length; d++) {
    const date = dates[d]!;
    for (; next < rows.length && rows[next]!.tx.date <= date; next++) {
      const { tx, row } = rows[next]!;
      const applied = book.apply(tx, row);
      const { type, amount, fee } = applied;
      if (type === 'Purchase' || type === 'Sale') {
        const k = lines.index.get(tx.symbol)!;
        lines.applyTrade(
          k,
          type === 'Sale',
          parseFixed(tx.units ?? tx.amount)!,
          tradePrice(tx, base),
          tx.currency || base,
        );
        record(segments, lines, k, d);
        if (cashTracked) balance += (type === 'Purchase' ? -amount : amount) - fee;
      } else balance += (type === 'Withdrawal' ? -amount : amount) - fee;
      if (tx.date === date) day.add(applied);
      else day.take();
    }
    cash[d] = cashCents(balance);
    totals[d] = day.take();
  }
  return { lines, cash, totals, segments };
}

function record(segments: (Segment[] | undefined)[], lines: Lines, k: number, d: number): void {
  const list = (segments[k] ??= []);
  const last = list[list.length - 1];
  const segment: Segment =
    last && last.from === d
      ? last
      : {
          from: d,
          units: 0n,
          unitsParts: { float: 0, int: 0, scale: -1 },
          currency: '',
          trade: lines.trade[k]!,
          tradeParts: { float: 0, int: 0, scale: -1 },
        };
  if (segment !== last) list.push(segment);
  segment.units = lines.units[k]!;
  Object.assign(segment.unitsParts, lines.unitsParts[k]!);
  segment.currency = lines.currency[k]!;
  segment.trade = lines.trade[k]!;
  Object.assign(segment.tradeParts, lines.tradeParts[k]!);
}
