import { asc, count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trackerHits } from '../db/schema/index';
import { TrackerRejectedError, type TrackerHit, type UsageTracker } from './usage-tracker';

/** Hits kept while the tracker is away; past it new hits are dropped (usage figures, not records). */
export const TRACKER_BACKLOG_MAX = 10_000;
/** Hits per bulk request (Matomo takes hundreds; a small body keeps each attempt quick). */
export const TRACKER_BULK_SIZE = 100;
/** Bulk requests per flush, so one job run stays within its expiry even with a full backlog. */
const FLUSH_ROUNDS_MAX = 100;

/**
 * Queues hits in the caller's transaction (with the activity it records), unless the backlog is
 * full. Nothing is sent here: the flush job sends them, never the request.
 */
export async function queueTrackerHits(
  db: Database,
  rows: readonly { portalId: string; hit: TrackerHit }[],
): Promise<void> {
  if (rows.length === 0) return;
  const [backlog] = await db.select({ n: count() }).from(trackerHits);
  if ((backlog?.n ?? 0) + rows.length > TRACKER_BACKLOG_MAX) return;
  await db.insert(trackerHits).values(rows.map((row) => ({ portalId: row.portalId, hit: row.hit })));
}

export interface FlushResult {
  sent: number;
  /** Hits the tracker refused as malformed (a 4xx): dropped, since sending them again cannot help. */
  dropped: number;
}

/**
 * Sends the queued hits oldest first, a bulk request at a time, deleting each batch once the tracker
 * took it. A tracker that is down (after the adapter's own retries) stops the flush with the error
 * and the hits stay for the next run; a batch the tracker refuses is dropped.
 */
export async function flushTrackerHits(db: Database, tracker: UsageTracker): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, dropped: 0 };
  for (let round = 0; round < FLUSH_ROUNDS_MAX; round += 1) {
    const batch = await db
      .select({ id: trackerHits.id, hit: trackerHits.hit })
      .from(trackerHits)
      .orderBy(asc(trackerHits.createdAt), asc(trackerHits.id))
      .limit(TRACKER_BULK_SIZE);
    if (batch.length === 0) break;
    try {
      await tracker.send(batch.map((row) => row.hit));
      result.sent += batch.length;
    } catch (error) {
      if (!(error instanceof TrackerRejectedError)) throw error;
      result.dropped += batch.length;
    }
    await db.delete(trackerHits).where(
      inArray(
        trackerHits.id,
        batch.map((row) => row.id),
      ),
    );
    if (batch.length < TRACKER_BULK_SIZE) break;
  }
  return result;
}
