import { sql } from 'drizzle-orm';
import { addDays } from '@portal/domain';
import type { Database } from '../db/client';
import { rowsOf } from '../providers/database/market';

/** What a fetch asks the source for, each with the date of its last stored value (on or before the day). */
export interface InstrumentTarget {
  id: string;
  symbol: string;
  currency: string;
  lastDate: string | null;
}
export interface PairTarget {
  from: string;
  to: string;
  lastDate: string | null;
}
export interface BenchmarkTarget {
  id: string;
  code: string;
  lastDate: string | null;
}

/** Instruments priced within this many days count as live even when nobody holds them (the explorer's). */
const RECENT_DAYS = 30;

/**
 * Instruments to price on `date`: those in an active holding of an active portfolio, and those with
 * a close in the last 30 days; never cash lines (CASH.*, always 1) nor property (valued by its own
 * growth rate, §3). With `symbols`, exactly those instruments (that exist and are not cash).
 */
export async function instrumentTargets(
  db: Database,
  date: string,
  symbols?: readonly string[],
): Promise<InstrumentTarget[]> {
  const chosen = symbols
    ? sql`i.symbol in (${sql.join(
        symbols.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`(exists (
          select 1 from holdings h join portfolios pf on pf.id = h.portfolio_id
           where h.instrument_id = i.id and h.active and pf.active
             and h.annual_growth is null and coalesce(jsonb_array_length(h.price_points), 0) = 0)
        or exists (
          select 1 from instrument_prices p
           where p.instrument_id = i.id and p.date > ${addDays(date, -RECENT_DAYS)} and p.date <= ${date}))`;
  if (symbols && symbols.length === 0) return [];
  const rows = await rowsOf<{ id: string; symbol: string; currency: string; last_date: string | null }>(
    db,
    sql`select i.id, i.symbol, i.currency,
               (select max(p.date)::text from instrument_prices p
                 where p.instrument_id = i.id and p.date <= ${date}) as last_date
          from instruments i
         where i.active and i.symbol not like 'CASH.%' and ${chosen}
         order by i.symbol`,
  );
  return rows.map((r) => ({ id: r.id, symbol: r.symbol, currency: r.currency, lastDate: r.last_date }));
}

/**
 * Currency pairs the books convert through (decision 42): each holding's settlement currency
 * (GBP for pence) into its portfolio's currency, and each portfolio's currency into its account's.
 * A pair is fetched in the direction its rates are stored in, so an existing series continues
 * (valuation reads a stored pair either way round); a pair never stored is fetched as needed.
 */
export async function pairTargets(db: Database, date: string): Promise<PairTarget[]> {
  const needed = await rowsOf<{ from: string; to: string }>(
    db,
    sql`with lines as (
          select coalesce(i.currency, h.currency, pf.currency, 'GBP') as quote, coalesce(pf.currency, 'GBP') as book
            from holdings h
            join portfolios pf on pf.id = h.portfolio_id
            left join instruments i on i.id = h.instrument_id
           where h.active and pf.active
          union
          select coalesce(pf.currency, 'GBP'), coalesce(a.currency, 'GBP')
            from portfolios pf join accounts a on a.id = pf.account_id
           where pf.active
        ), pairs as (
          select distinct case when quote = 'GBX' then 'GBP' else quote end as "from", book as "to" from lines
        )
        select "from", "to" from pairs where "from" <> "to" order by 1, 2`,
  );
  const stored = await rowsOf<{ from: string; to: string; last_date: string | null }>(
    db,
    sql`select pair.from_currency as "from", pair.to_currency as "to",
               (select max(r.date)::text from fx_rates r
                 where r.from_currency = pair.from_currency and r.to_currency = pair.to_currency
                   and r.date <= ${date}) as last_date
          from (select distinct from_currency, to_currency from fx_rates) pair`,
  );
  const lastOf = new Map(stored.map((r) => [`${r.from}/${r.to}`, r.last_date]));
  const out = new Map<string, PairTarget>();
  for (const { from, to } of needed) {
    const [a, b] = lastOf.has(`${from}/${to}`) || !lastOf.has(`${to}/${from}`) ? [from, to] : [to, from];
    out.set(`${a}/${b}`, { from: a, to: b, lastDate: lastOf.get(`${a}/${b}`) ?? null });
  }
  return [...out.values()];
}

/** Every active benchmark, for sources that have levels. */
export async function benchmarkTargets(db: Database, date: string): Promise<BenchmarkTarget[]> {
  const rows = await rowsOf<{ id: string; code: string; last_date: string | null }>(
    db,
    sql`select b.id, b.code,
               (select max(v.date)::text from benchmark_values v
                 where v.benchmark_id = b.id and v.date <= ${date}) as last_date
          from benchmarks b where b.active order by b.code`,
  );
  return rows.map((r) => ({ id: r.id, code: r.code, lastDate: r.last_date }));
}
