import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { EngineError } from '../core/errors';
import type { FxInput, PriceInput } from '../valuation/market';
import {
  dateKey,
  textOf,
  type CloseColumns,
  type RateColumns,
  type SeriesColumns,
} from '../valuation/series-columns';
import { valueDaily } from './fast';
import { randomBook } from './random-books';
import { valueDailyReference } from './reference';
import type { DailyValuation, DailyValuationInput } from './types';

/** The answer or the EngineError thrown, comparable. */
function outcome(fn: (input: DailyValuationInput) => DailyValuation, input: DailyValuationInput) {
  try {
    return fn(input);
  } catch (error) {
    if (error instanceof EngineError) return { error: error.key, params: error.params };
    throw error;
  }
}

/**
 * Rows grouped into one series each (by `key`, in order of first appearance), ascending by day, a
 * day's last listed row kept (the one a lookup finds): as integers of 1e-8 when every value's text
 * is one exactly (as the server keeps them), else as texts.
 */
function columnsOf<T extends { date: string }>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => string,
  currency: (row: T) => string,
): Map<string, SeriesColumns> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(row);
  }
  const out = new Map<string, SeriesColumns>();
  for (const [k, list] of groups) {
    const byDay = new Map<number, T>();
    for (const row of [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
      byDay.set(dateKey(row.date), row);
    const days = Int32Array.from(byDay.keys());
    const kept = [...byDay.values()];
    const integers = kept.map((row) => Number(value(row).replace('.', '')));
    const exact = kept.every((row, i) => textOf(integers[i]!) === value(row));
    const currencies = [...new Set(kept.map(currency))];
    out.set(k, {
      days,
      scaled: exact ? Float64Array.from(integers) : null,
      texts: exact ? null : kept.map(value),
      currencies,
      currencyOf:
        currencies.length > 1 ? Uint16Array.from(kept, (row) => currencies.indexOf(currency(row))) : null,
    });
  }
  return out;
}

/** The same book with its closes and rates as columns instead of rows. */
function asColumns(input: DailyValuationInput): DailyValuationInput {
  const closes: CloseColumns[] = [
    ...columnsOf(
      input.prices,
      (p: PriceInput) => p.symbol,
      (p) => p.price,
      (p) => p.currency,
    ),
  ].map(([symbol, series]) => ({ symbol, series }));
  const rates: RateColumns[] = [
    ...columnsOf(
      input.fx,
      (r: FxInput) => `${r.from}/${r.to}`,
      (r) => r.rate,
      () => '',
    ),
  ].map(([pair, series]) => {
    const [from, to] = pair.split('/') as [string, string];
    return { from, to, series };
  });
  return { ...input, prices: [], fx: [], closes, rates };
}

/** The book's closes and rates written with eight decimals, as the database gives them. */
function eightDecimals(input: DailyValuationInput): DailyValuationInput {
  const fixed = (text: string) => new MoneyDecimal(text).toFixed(8);
  return {
    ...input,
    prices: input.prices.map((p) => ({ ...p, price: fixed(p.price) })),
    fx: input.fx.map((r) => ({ ...r, rate: fixed(r.rate) })),
  };
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('closes and rates as columns (decision 113)', { timeout: 60_000 }, () => {
  it('give the same days as the rows, on the fast path and the reference, as integers or texts', () => {
    fc.assert(
      fc.property(seeds, fc.boolean(), (seed, fixed) => {
        const rows = fixed ? eightDecimals(randomBook(seed)) : randomBook(seed);
        const columns = asColumns(rows);
        if (fixed) expect(columns.closes!.every((c) => c.series.scaled !== null)).toBe(true);
        const expected = outcome(valueDailyReference, rows);
        expect(outcome(valueDaily, columns)).toEqual(expected);
        expect(outcome(valueDailyReference, columns)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('give the same days from a later first day and to an earlier last day (whole series, cut by the engine)', () => {
    const shift = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (seed, skip, cut) => {
          const rows = randomBook(seed);
          const to = shift(rows.to, -cut) < rows.from ? rows.from : shift(rows.to, -cut);
          const from = shift(rows.from, skip) > to ? to : shift(rows.from, skip);
          const span = { ...rows, from, to };
          expect(outcome(valueDaily, asColumns(span))).toEqual(outcome(valueDailyReference, span));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses closes or rates given both ways', () => {
    const rows = randomBook(1);
    const columns = asColumns(rows);
    expect(() => valueDaily({ ...columns, prices: rows.prices })).toThrow(
      /closes given as rows and as columns/,
    );
    expect(() => valueDaily({ ...columns, fx: rows.fx })).toThrow(/rates given as rows and as columns/);
  });
});
