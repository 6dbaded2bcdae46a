import { CASH_TRACKING_TYPES } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
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
    .where(
      and(
        eq(transactions.portfolioId, portfolioId),
        eq(transactions.active, true),
        inArray(transactions.type, [...CASH_TRACKING_TYPES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
