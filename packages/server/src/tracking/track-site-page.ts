import type { Database } from '../db/client';
import { pageViewHit, userVisitorId } from './tracker-hits';
import { activeTracking } from './tracking-context';
import { queueTrackerHits } from './tracker-outbox';

/**
 * A public-site page view for the usage tracker, for a visitor who accepted cookies (§9 notice):
 * the page's address and title; a signed-in visitor's pseudonymous id, else the guest's daily one.
 */
export async function trackSitePage(
  db: Database,
  page: { portalId: string; userId: string | null; path: string; title: string },
): Promise<void> {
  const tracking = activeTracking();
  if (!tracking) return;
  const visitorId = page.userId ? userVisitorId(tracking.visitorKey, page.userId) : tracking.guestId;
  const hit = pageViewHit({
    publicUrl: tracking.publicUrl,
    visitorId,
    at: new Date(),
    lang: tracking.lang,
    path: page.path,
    title: page.title,
  });
  await queueTrackerHits(db, [{ portalId: page.portalId, hit }]);
}
