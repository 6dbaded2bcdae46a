import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobEngine, JobLogger } from '../jobs/job-engine';
import { matomoTracker } from './matomo-tracker';
import { flushTrackerHits } from './tracker-outbox';

export const TRACKER_QUEUE = 'track-usage';
/** Every minute: hits reach the tracker within about a minute, a bulk request each 100. */
const FLUSH_CRON = '* * * * *';

/**
 * The usage tracker's flush job (§7): scheduled every minute where a tracker is configured, and
 * unscheduled where none is (hits are then never queued either).
 */
export async function workTracker(
  jobs: JobEngine,
  db: Database,
  config: { tracker: Config['tracker']; clock: Pick<Config['clock'], 'timezone'> },
  logger: JobLogger,
): Promise<void> {
  const settings = config.tracker;
  if (!settings) {
    await jobs.unschedule(TRACKER_QUEUE);
    return;
  }
  const tracker = matomoTracker(settings);
  await jobs.work(TRACKER_QUEUE, async () => {
    const { sent, dropped } = await flushTrackerHits(db, tracker);
    if (dropped > 0) logger.warn({ sent, dropped }, 'usage tracker refused hits; dropped');
  });
  await jobs.schedule(TRACKER_QUEUE, FLUSH_CRON, {}, { tz: config.clock.timezone });
}
