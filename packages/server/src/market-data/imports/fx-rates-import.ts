import { and, gte, inArray, lte } from 'drizzle-orm';
import { fxRatesTarget, type RowError, type ValidRow } from '@portal/domain';
import { fxRates } from '../../db/schema/index';
import { beforeOf, dateSpan, plainFigure, refuse, seriesHandler } from './series-handler';
import { writeRates } from './write-market-rows';

const pairOf = (row: { from?: unknown; to?: unknown }) => `${String(row.from)}/${String(row.to)}`;

/**
 * Exchange rates (1 from = rate to). A pair is known when rates are already kept for it (the seed or
 * the feed started its series): a file cannot start a new series by a typing slip such as GPB/USD.
 */
export const fxRatesImport = seriesHandler({
  async place(tx, rows) {
    const froms = [...new Set(rows.map((row) => String(row.values.from)))];
    const tos = [...new Set(rows.map((row) => String(row.values.to)))];
    const known = froms.length
      ? await tx
          .selectDistinct({ from: fxRates.fromCurrency, to: fxRates.toCurrency })
          .from(fxRates)
          .where(and(inArray(fxRates.fromCurrency, froms), inArray(fxRates.toCurrency, tos)))
      : [];
    const pairs = new Set(known.map(pairOf));
    const placed: ValidRow[] = [];
    const errors: RowError[] = [];
    for (const row of rows)
      if (pairs.has(pairOf(row.values))) placed.push(row);
      else errors.push(refuse(row, 'from', 'errors.market_unknown_pair'));
    return { rows: placed, errors };
  },

  async stored(tx, rows) {
    if (rows.length === 0) return [];
    const span = dateSpan(rows);
    const found = await tx
      .select({
        id: fxRates.id,
        from: fxRates.fromCurrency,
        to: fxRates.toCurrency,
        date: fxRates.date,
        rate: fxRates.rate,
      })
      .from(fxRates)
      .where(
        and(
          inArray(fxRates.fromCurrency, [...new Set(rows.map((row) => String(row.values.from)))]),
          inArray(fxRates.toCurrency, [...new Set(rows.map((row) => String(row.values.to)))]),
          gte(fxRates.date, span.from),
          lte(fxRates.date, span.to),
        ),
      );
    return found.map((rate) => ({
      id: rate.id,
      key: fxRatesTarget.key(rate),
      values: { rate: plainFigure(rate.rate) },
    }));
  },

  write: (tx, rows, writer) =>
    writeRates(
      tx,
      rows.map((row) => ({
        series: pairOf(row.values),
        from: String(row.values.from),
        to: String(row.values.to),
        date: String(row.values.date),
        figure: String(row.values.rate),
        before: beforeOf(row, 'rate'),
      })),
      writer,
    ),
});
