import { sql } from 'drizzle-orm';
import type { DailyPoint } from '@portal/domain';
import type { Database } from '../db/client';
import { portfolioValuations } from '../db/schema/index';

/** A PostgreSQL array literal of plain values (dates and decimal strings need no quoting). */
function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
}

/**
 * Makes the portfolio's stored days from `from` on the given points, in one statement over six
 * array parameters (a row of parameters per day costs PGlite several times more to parse and bind):
 * days that changed are updated in place, new days inserted, days no longer valued deleted, and
 * days whose figures are the same left alone. Rewriting every day as a delete and an insert paid
 * for two foreign-key checks and two index entries per day, which was most of a revaluation.
 */
export async function writePoints(
  tx: Database,
  portfolio: { id: string; portalId: string },
  from: string,
  points: readonly DailyPoint[],
): Promise<void> {
  const column = (pick: (p: DailyPoint) => string | null) => arrayLiteral(points.map(pick));
  const stored = portfolioValuations;
  await tx.execute(sql`
    with t (d, v, f, i, c, a) as (
      select * from unnest(${column((p) => p.date)}::date[], ${column((p) => p.value)}::numeric[],
                           ${column((p) => p.flow)}::numeric[], ${column((p) => p.income)}::numeric[],
                           ${column((p) => p.fees)}::numeric[], ${column((p) => p.valueAccount)}::numeric[])
    ),
    gone as (
      delete from ${stored} p
       where p.portfolio_id = ${portfolio.id} and p.date >= ${from}
         and not exists (select 1 from t where t.d = p.date)
    ),
    changed as (
      update ${stored} p
         set value = t.v, net_flow = t.f, income = t.i, fees = t.c, value_account = t.a, updated_at = now()
        from t
       where p.portfolio_id = ${portfolio.id} and p.date = t.d
         and (p.value, p.net_flow, p.income, p.fees, p.value_account)
             is distinct from (t.v, t.f, t.i, t.c, t.a)
    )
    insert into ${stored} (portal_id, portfolio_id, date, value, net_flow, income, fees, value_account)
    select ${portfolio.portalId}::uuid, ${portfolio.id}::uuid, d, v, f, i, c, a
      from t
     where not exists (select 1 from ${stored} p where p.portfolio_id = ${portfolio.id} and p.date = t.d)`);
}
