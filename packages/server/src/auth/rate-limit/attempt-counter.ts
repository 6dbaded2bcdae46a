import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/index';

export interface Window {
  limit: number;
  windowMs: number;
}

export interface Counted {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Seconds until the window starts over. */
  retryAfterSeconds: number;
  over: boolean;
}

/**
 * Counts one attempt under `key` in a fixed window, atomically in the database (one upsert), so
 * every server process shares the same counters and parallel attempts cannot slip past the limit.
 */
export async function countAttempt(db: Database, key: string, window: Window, now: Date): Promise<Counted> {
  const cutoff = sql`${new Date(now.getTime() - window.windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, createdAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff} then ${nowSql} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const endsAt = row!.windowStart.getTime() + window.windowMs;
  return {
    count: row!.count,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    over: row!.count > window.limit,
  };
}

/** Forgets every attempt under `key` (a successful sign-in clears the account's failures). */
export async function resetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one counted attempt (a success should not use up an address's allowance). */
export async function forgetAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
