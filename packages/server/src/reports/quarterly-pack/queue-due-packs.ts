import { and, eq, lt } from 'drizzle-orm';
import { addDays, quarterlyPackDue } from '@portal/domain';
import type { Database } from '../../db/client';
import { auditEvents, portals } from '../../db/schema/index';
import type { JobEngine } from '../../jobs/job-engine';
import { PACK_QUEUE, packKey, type PackJobData } from './pack-job-data';

/** The audit trail's record that the clock queued a portal's pack for a quarter. */
const QUEUED = { action: 'queue', collection: 'quarterly_pack' } as const;

/**
 * The clock's wake-up: while a quarter's pack is due (quarterlyPackDue: the first business day after
 * its end, and the rest of that month to catch up a clock that was down), one pack job for each
 * active portal that existed at the quarter end and has not had the clock's pack of it yet.
 */
export async function queueDuePacks(jobs: JobEngine, db: Database, today: string): Promise<number> {
  const due = quarterlyPackDue(today);
  if (!due) return 0;
  const ended = new Date(`${addDays(due.to, 1)}T00:00:00Z`);
  const active = await db
    .select({ id: portals.id })
    .from(portals)
    .where(and(eq(portals.active, true), lt(portals.createdAt, ended)));
  const requestedAt = new Date().toISOString();
  let queued = 0;
  for (const portal of active) {
    const data: PackJobData = { portalId: portal.id, quarter: due.key, requestedAt };
    const entityId = packKey(data);
    if (await alreadyQueued(db, entityId)) continue;
    if (!(await jobs.send(PACK_QUEUE, data, { singletonKey: entityId }))) continue;
    await db.insert(auditEvents).values({ ...QUEUED, portalId: portal.id, entityId });
    queued++;
  }
  return queued;
}

async function alreadyQueued(db: Database, entityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.collection, QUEUED.collection),
        eq(auditEvents.entityId, entityId),
        eq(auditEvents.action, QUEUED.action),
      ),
    )
    .limit(1);
  return row !== undefined;
}
