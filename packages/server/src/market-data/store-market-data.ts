import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { benchmarkValues, fxRates, instrumentPrices } from '../db/schema/index';

// Upserts of fetched values. A row is written only when it is new or its value differs (numerically:
// '72.5' equals the stored 72.50000000), and each returns the dates it wrote: those are the change.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

/** Rows per statement: a full history (20 years of days) stays far below the 65,535 parameters. */
const CHUNK = 2000;

async function chunked<T>(rows: readonly T[], write: (chunk: T[]) => Promise<{ date: string }[]>) {
  const dates: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    for (const row of await write(rows.slice(i, i + CHUNK))) dates.push(row.date);
  }
  return dates;
}

export function upsertPrices(
  db: Writer,
  instrument: { id: string; currency: string },
  closes: readonly { date: string; close: string }[],
): Promise<string[]> {
  return chunked(closes, (chunk) =>
    db
      .insert(instrumentPrices)
      .values(
        chunk.map((c) => ({
          instrumentId: instrument.id,
          date: c.date,
          price: c.close,
          currency: instrument.currency,
        })),
      )
      .onConflictDoUpdate({
        target: [instrumentPrices.instrumentId, instrumentPrices.date],
        set: { price: sql`excluded.price`, updatedAt: sql`now()` },
        setWhere: sql`${instrumentPrices.price} is distinct from excluded.price`,
      })
      .returning({ date: instrumentPrices.date }),
  );
}

export function upsertRates(
  db: Writer,
  pair: { from: string; to: string },
  rates: readonly { date: string; rate: string }[],
): Promise<string[]> {
  return chunked(rates, (chunk) =>
    db
      .insert(fxRates)
      .values(
        chunk.map((r) => ({ date: r.date, fromCurrency: pair.from, toCurrency: pair.to, rate: r.rate })),
      )
      .onConflictDoUpdate({
        target: [fxRates.fromCurrency, fxRates.toCurrency, fxRates.date],
        set: { rate: sql`excluded.rate`, updatedAt: sql`now()` },
        setWhere: sql`${fxRates.rate} is distinct from excluded.rate`,
      })
      .returning({ date: fxRates.date }),
  );
}

export function upsertLevels(
  db: Writer,
  benchmarkId: string,
  levels: readonly { date: string; level: string }[],
): Promise<string[]> {
  return chunked(levels, (chunk) =>
    db
      .insert(benchmarkValues)
      .values(chunk.map((l) => ({ benchmarkId, date: l.date, value: l.level })))
      .onConflictDoUpdate({
        target: [benchmarkValues.benchmarkId, benchmarkValues.date],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        setWhere: sql`${benchmarkValues.value} is distinct from excluded.value`,
      })
      .returning({ date: benchmarkValues.date }),
  );
}
