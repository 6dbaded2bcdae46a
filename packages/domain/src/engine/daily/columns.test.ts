import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../../money';
import { EngineError } from '../core/errors';
import type { FxInput, PriceInput } from '../valuation/market';
import { columnsOfRows, type CloseColumns, type RateColumns } from '../valuation/series-columns';
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

/** The same book with its closes and rates as columns instead of rows. */
function asColumns(input: DailyValuationInput): DailyValuationInput {
  const closes: CloseColumns[] = [
    ...columnsOfRows(
      input.prices,
      (p: PriceInput) => p.symbol,
      (p) => p.price,
      (p) => p.currency,
    ),
  ].map(([symbol, series]) => ({ symbol, series }));
  const rates: RateColumns[] = [
    ...columnsOfRows(
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

describe('closes and rates as columns (decision 114)', { timeout: 60_000 }, () => {
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
