import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { priceFigureColumns } from '@portal/domain';
import type { Database } from '../db/client';
import { funds, instrumentPrices, instruments } from '../db/schema/index';

const COLUMNS = {
  change1d: 'change_1d',
  change1m: 'change_1m',
  change3m: 'change_3m',
  changeYtd: 'change_ytd',
  change1y: 'change_1y',
  change3y: 'change_3y',
  change5y: 'change_5y',
  changeAll: 'change_all',
} as const;

/**
 * Recomputes the explorer funds' latest price, its date and their change columns (change_1d …
 * change_all) from their instrument's stored daily closes, by the domain's priceFigureColumns as of
 * the latest close: after the clock stores the day's prices, and after an import or a correction of
 * prices, inside the writer's transaction. `symbols` are the instruments whose closes changed (the
 * change set's keys); 'all' recomputes every fund. Three statements, however many funds.
 */
export async function refreshFundFigures(tx: Database, symbols: readonly string[] | 'all'): Promise<number> {
  if (symbols !== 'all' && symbols.length === 0) return 0;
  const linked = await tx
    .select({ id: funds.id, instrumentId: funds.instrumentId })
    .from(funds)
    .innerJoin(instruments, eq(instruments.id, funds.instrumentId))
    .where(
      symbols === 'all'
        ? isNotNull(funds.instrumentId)
        : and(isNotNull(funds.instrumentId), inArray(instruments.symbol, [...symbols])),
    );
  if (linked.length === 0) return 0;
  const closes = await tx
    .select({
      instrumentId: instrumentPrices.instrumentId,
      date: instrumentPrices.date,
      price: instrumentPrices.price,
    })
    .from(instrumentPrices)
    .where(inArray(instrumentPrices.instrumentId, [...new Set(linked.map((f) => f.instrumentId!))]))
    .orderBy(asc(instrumentPrices.instrumentId), asc(instrumentPrices.date));
  const byInstrument = new Map<string, { date: string; price: string }[]>();
  for (const close of closes) {
    let list = byInstrument.get(close.instrumentId);
    if (!list) byInstrument.set(close.instrumentId, (list = []));
    list.push({ date: close.date, price: close.price });
  }
  const rows = linked.flatMap((fund) => {
    const series = byInstrument.get(fund.instrumentId!) ?? [];
    const last = series[series.length - 1];
    return last ? [{ id: fund.id, last, columns: priceFigureColumns(series, last.date) }] : [];
  });
  if (rows.length === 0) return 0;
  const array = (values: readonly (string | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
  const keys = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
  const names = ['price', 'price_date', ...keys.map((k) => COLUMNS[k])];
  const columns = sql.raw(names.join(', '));
  const sources = sql.raw(names.map((n) => `t.${n}`).join(', '));
  const targets = sql.raw(names.map((n) => `f.${n}`).join(', '));
  await tx.execute(sql`
    update ${funds} f set (${columns}) = (${sources})
      from unnest(${array(rows.map((r) => r.id))}::uuid[], ${array(rows.map((r) => r.last.price))}::numeric[],
                  ${array(rows.map((r) => r.last.date))}::date[],
                  ${sql.join(
                    keys.map((k) => sql`${array(rows.map((r) => r.columns[k]))}::numeric[]`),
                    sql`, `,
                  )}) as t(id, ${columns})
     where f.id = t.id and (${targets}) is distinct from (${sources})`);
  return rows.length;
}
