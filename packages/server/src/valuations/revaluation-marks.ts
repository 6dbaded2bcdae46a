import { inArray, sql } from 'drizzle-orm';
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
  await tx
    .update(portfolios)
    .set({
      revalueFrom: sql`least(coalesce(${portfolios.revalueFrom}, ${from}::date), ${from}::date)`,
      updatedAt: new Date(),
    })
    .where(inArray(portfolios.id, [...portfolioIds]));
}
