import type { ActivityEntry } from '../activity/log-activity';
import type { Database } from '../db/client';
import { eventHit, pageViewHit, trackedPath, userVisitorId } from './tracker-hits';
import { activeTracking } from './tracking-context';
import { queueTrackerHits } from './tracker-outbox';

/**
 * The usage tracker's copy of activity-log entries, for a request with consent only: a page visit
 * is a page view of its (id-free) path, any other entry an event (category: its collection or
 * section, action: its type) on the page the visitor was on. No entity id, info or user id goes.
 */
export async function trackActivity(db: Database, entries: readonly ActivityEntry[]): Promise<void> {
  const tracking = activeTracking();
  if (!tracking) return;
  const at = new Date();
  await queueTrackerHits(
    db,
    entries.map((entry) => {
      const common = {
        publicUrl: tracking.publicUrl,
        visitorId: userVisitorId(tracking.visitorKey, entry.userId),
        at,
        lang: tracking.lang,
      };
      const hit =
        entry.type === 'view'
          ? pageViewHit({
              ...common,
              path: entry.entityId,
              title: entry.collection === 'page' ? trackedPath(entry.entityId) : entry.collection,
            })
          : eventHit({
              ...common,
              path: tracking.pagePath ?? '/',
              category: entry.collection,
              action: entry.type,
            });
      return { portalId: entry.portalId, hit };
    }),
  );
}
