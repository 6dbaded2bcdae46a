import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { marketDataRequests } from '../db/schema/index';

/** A daily allowance of requests to the rate service. */
export interface RequestBudget {
  /** Takes one request from today's allowance; false (and nothing taken) when it is spent. */
  take(): Promise<boolean>;
}

/**
 * The budget counted in PostgreSQL, one row per UTC day. The increment and the limit check are one
 * upsert, so processes sharing the database never overspend: the row lock serialises them, and an
 * upsert whose `where` fails returns no row.
 */
export function databaseRequestBudget(
  db: Database,
  perDay: number,
  now: () => Date = () => new Date(),
): RequestBudget {
  return {
    async take() {
      if (perDay <= 0) return false;
      const day = now().toISOString().slice(0, 10);
      const rows = await db
        .insert(marketDataRequests)
        .values({ day, requests: 1 })
        .onConflictDoUpdate({
          target: marketDataRequests.day,
          set: { requests: sql`${marketDataRequests.requests} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${marketDataRequests.requests} < ${perDay}`,
        })
        .returning({ requests: marketDataRequests.requests });
      return rows.length > 0;
    },
  };
}

/** Requests counted for `day` so far (the admin screen and tests read it). */
export async function requestsOn(db: Database, day: string): Promise<number> {
  const rows = await db
    .select({ requests: marketDataRequests.requests })
    .from(marketDataRequests)
    .where(sql`${marketDataRequests.day} = ${day}`);
  return rows[0]?.requests ?? 0;
}
