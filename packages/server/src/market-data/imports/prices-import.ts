import { and, gte, inArray, lte } from 'drizzle-orm';
import { pricesTarget, type ValidRow } from '@portal/domain';
import { instrumentPrices, instruments } from '../../db/schema/index';
import { beforeOf, dateSpan, plainFigure, refuse, seriesHandler } from './series-handler';
import { writePrices } from './write-market-rows';

const symbolOf = (row: ValidRow) => String(row.values.symbol);

/**
 * Daily closes by instrument symbol. A row's currency, when given, must be the instrument's quote
 * currency (a close in another currency would not belong to the series); left out, it is the
 * instrument's.
 */
export const pricesImport = seriesHandler({
  async place(tx, rows) {
    const symbols = [...new Set(rows.map(symbolOf))];
    const found = symbols.length
      ? await tx
          .select({ id: instruments.id, symbol: instruments.symbol, currency: instruments.currency })
          .from(instruments)
          .where(inArray(instruments.symbol, symbols))
      : [];
    const bySymbol = new Map(found.map((instrument) => [instrument.symbol, instrument]));
    const placed: ValidRow[] = [];
    const errors = [];
    for (const row of rows) {
      const instrument = bySymbol.get(symbolOf(row));
      if (!instrument) errors.push(refuse(row, 'symbol', 'errors.market_unknown_symbol'));
      else if (row.values.currency && row.values.currency !== instrument.currency)
        errors.push(
          refuse(row, 'currency', 'errors.market_currency_mismatch', { currency: instrument.currency }),
        );
      else
        placed.push({
          ...row,
          values: { ...row.values, instrumentId: instrument.id, currency: instrument.currency },
        });
    }
    return { rows: placed, errors };
  },

  async stored(tx, rows) {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((row) => String(row.values.instrumentId)))];
    const symbolById = new Map(rows.map((row) => [String(row.values.instrumentId), symbolOf(row)]));
    const span = dateSpan(rows);
    const found = await tx
      .select({
        id: instrumentPrices.id,
        instrumentId: instrumentPrices.instrumentId,
        date: instrumentPrices.date,
        price: instrumentPrices.price,
      })
      .from(instrumentPrices)
      .where(
        and(
          inArray(instrumentPrices.instrumentId, ids),
          gte(instrumentPrices.date, span.from),
          lte(instrumentPrices.date, span.to),
        ),
      );
    return found.map((price) => ({
      id: price.id,
      key: pricesTarget.key({ symbol: symbolById.get(price.instrumentId), date: price.date }),
      values: { price: plainFigure(price.price) },
    }));
  },

  write: (tx, rows, writer) =>
    writePrices(
      tx,
      rows.map((row) => ({
        series: symbolOf(row),
        instrumentId: String(row.values.instrumentId),
        currency: String(row.values.currency),
        date: String(row.values.date),
        figure: String(row.values.price),
        before: beforeOf(row, 'price'),
      })),
      writer,
    ),
});
