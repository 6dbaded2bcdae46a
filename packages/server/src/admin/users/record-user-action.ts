import type { Viewer } from '@portal/domain';
import { logActivity } from '../../activity/log-activity';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/index';
import { companyLogPortal } from './company-user';

/**
 * What an admin did to a user, written as the other admin writes are: an audit event (who, when,
 * what changed, from where) and an activity log entry under the company's first portal. Pass the
 * transaction of the change, so all are written together or not at all.
 */
export async function recordUserAction(
  db: Database,
  viewer: Viewer,
  entry: {
    userId: string;
    action: 'send-email' | 'verify-email';
    changes: Record<string, [unknown, unknown]>;
    ip: string | null;
  },
): Promise<void> {
  const portalId = viewer.organisationId ? await companyLogPortal(db, viewer.organisationId) : null;
  await db.insert(auditEvents).values({
    portalId,
    action: entry.action,
    collection: 'users',
    entityId: entry.userId,
    createdBy: viewer.userId,
    changes: entry.changes,
    ip: entry.ip,
  });
  if (portalId)
    await logActivity(db, {
      portalId,
      userId: viewer.userId,
      type: 'save',
      collection: 'users',
      entityId: entry.userId,
      info: { action: entry.action },
    });
}
