import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portfolios } from '../db/schema/index';

/**
 * Marks portfolios as needing a revaluation from `from` (the earliest affected date), inside the
 * writer's own transaction, so the mark and the change it follows commit together. An earlier mark
 * already there wins: several edits before the job runs coalesce into one revaluation.
 */
export async function markForRevaluation(
  tx: Database,
  portfolioIds: readonly string[],
  from: string,
): Promise<void> {
  if (portfolioIds.length === 0) return;
  await markWhere(tx, inArray(portfolios.id, [...portfolioIds]), from);
}

/** markForRevaluation for the portfolios a condition selects (the clock: every one not valued for the day). */
export async function markWhere(tx: Database, where: SQL | undefined, from: string): Promise<void> {
  await tx.update(portfolios).set(markFrom(from)).where(where);
}

/**
 * What a mark from `from` sets on a portfolio row (the earlier mark wins), for a writer that marks
 * in the statement that also locks the row (a booking, record-transaction.ts).
 */
export function markFrom(from: string) {
  return {
    revalueFrom: sql`least(coalesce(${portfolios.revalueFrom}, ${from}::date), ${from}::date)`,
    updatedAt: new Date(),
  };
}
