import { CASH_TRACKING_TYPES } from '@portal/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema/index';

/**
 * Whether the portfolio's books keep its cash: once a contribution or withdrawal is booked, trades
 * draw on cash, as the engine decides (decision 51). Both the booking and the holdings editor ask.
 */
export async function tracksCashNow(tx: Database, portfolioId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(tracking(portfolioId))
    .limit(1);
  return row !== undefined;
}

/** tracksCashNow as an SQL boolean, for a statement that reads the portfolio's row anyway. */
export function tracksCashSql(portfolioId: PgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${transactions} where ${tracking(portfolioId)})`;
}

const tracking = (portfolioId: string | PgColumn) =>
  and(
    eq(transactions.portfolioId, portfolioId),
    eq(transactions.active, true),
    inArray(transactions.type, [...CASH_TRACKING_TYPES]),
  );
