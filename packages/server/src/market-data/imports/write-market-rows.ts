import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { benchmarkValues, fxRates, instrumentPrices } from '../../db/schema/index';
import type { MarketDataChange } from '../market-data-change';
import type { MarketWriter } from './after-write';
import { writeSeries, type SeriesTable, type SeriesWrite } from './write-series';

/**
 * The three write functions of market data (issue 13): every import, correction and fetch stores
 * closes, rates and levels through these, so each change is audited and reported the same way.
 */

export interface PriceWrite extends SeriesWrite {
  instrumentId: string;
  /** The quote currency (the instrument's). */
  currency: string;
}

export interface RateWrite extends SeriesWrite {
  from: string;
  to: string;
}

export interface LevelWrite extends SeriesWrite {
  benchmarkId: string;
}

const updated = (writer: MarketWriter) => ({ updatedAt: new Date(), updatedBy: writer.userId });

const PRICES: SeriesTable<PriceWrite> = {
  collection: 'instrument-prices',
  field: 'price',
  part: 'symbols',
  keyOf: (row) => `${row.instrumentId}|${row.date}`,
  upsert: async (tx, rows, writer) =>
    (
      await tx
        .insert(instrumentPrices)
        .values(
          rows.map((row) => ({
            instrumentId: row.instrumentId,
            date: row.date,
            price: row.figure,
            currency: row.currency,
            createdBy: writer.userId,
          })),
        )
        .onConflictDoUpdate({
          target: [instrumentPrices.instrumentId, instrumentPrices.date],
          set: { price: sql`excluded.price`, currency: sql`excluded.currency`, ...updated(writer) },
        })
        .returning({
          id: instrumentPrices.id,
          instrumentId: instrumentPrices.instrumentId,
          date: instrumentPrices.date,
        })
    ).map((row) => ({ id: row.id, key: `${row.instrumentId}|${row.date}` })),
};

const RATES: SeriesTable<RateWrite> = {
  collection: 'fx-rates',
  field: 'rate',
  part: 'rates',
  keyOf: (row) => `${row.from}/${row.to}|${row.date}`,
  upsert: async (tx, rows, writer) =>
    (
      await tx
        .insert(fxRates)
        .values(
          rows.map((row) => ({
            fromCurrency: row.from,
            toCurrency: row.to,
            date: row.date,
            rate: row.figure,
            createdBy: writer.userId,
          })),
        )
        .onConflictDoUpdate({
          target: [fxRates.fromCurrency, fxRates.toCurrency, fxRates.date],
          set: { rate: sql`excluded.rate`, ...updated(writer) },
        })
        .returning({ id: fxRates.id, from: fxRates.fromCurrency, to: fxRates.toCurrency, date: fxRates.date })
    ).map((row) => ({ id: row.id, key: `${row.from}/${row.to}|${row.date}` })),
};

const LEVELS: SeriesTable<LevelWrite> = {
  collection: 'benchmark-values',
  field: 'value',
  part: 'benchmarks',
  keyOf: (row) => `${row.benchmarkId}|${row.date}`,
  upsert: async (tx, rows, writer) =>
    (
      await tx
        .insert(benchmarkValues)
        .values(
          rows.map((row) => ({
            benchmarkId: row.benchmarkId,
            date: row.date,
            value: row.figure,
            createdBy: writer.userId,
          })),
        )
        .onConflictDoUpdate({
          target: [benchmarkValues.benchmarkId, benchmarkValues.date],
          set: { value: sql`excluded.value`, ...updated(writer) },
        })
        .returning({
          id: benchmarkValues.id,
          benchmarkId: benchmarkValues.benchmarkId,
          date: benchmarkValues.date,
        })
    ).map((row) => ({ id: row.id, key: `${row.benchmarkId}|${row.date}` })),
};

/** Stores closes (new or changed days only); the change set names each symbol's earliest changed date. */
export const writePrices = (
  tx: Database,
  rows: readonly PriceWrite[],
  writer: MarketWriter,
): Promise<MarketDataChange> => writeSeries(tx, PRICES, rows, writer);

/** Stores exchange rates (1 from = rate to); the change set names each pair 'FROM/TO'. */
export const writeRates = (
  tx: Database,
  rows: readonly RateWrite[],
  writer: MarketWriter,
): Promise<MarketDataChange> => writeSeries(tx, RATES, rows, writer);

/** Stores benchmark levels; the change set names each benchmark by its code. */
export const writeBenchmarkLevels = (
  tx: Database,
  rows: readonly LevelWrite[],
  writer: MarketWriter,
): Promise<MarketDataChange> => writeSeries(tx, LEVELS, rows, writer);
