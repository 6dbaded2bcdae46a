import type { Database } from '../db/client';
import { logs } from '../db/schema/index';
import { activePreview, type PreviewContext } from '../preview/preview-context';
import { trackActivity } from '../tracking/track-activity';

/** The kinds of event the activity log records for analytics (§7, §9 KPI fields). */
export type ActivityType =
  'login' | 'view' | 'upload' | 'download' | 'delete' | 'message' | 'save' | 'preview';

/** One activity log entry (§3 Log entry: created {by, at}, type, id, info, portalId, collection). */
export interface ActivityEntry {
  portalId: string;
  userId: string;
  type: ActivityType;
  /** The collection or screen section the event is about (documents, messages, a page's section). */
  collection: string;
  /** The item acted on: a document or message id, or a page path. */
  entityId: string;
  info?: Record<string, unknown>;
}

/**
 * Writes entries to the activity log, and queues them for the usage tracker when the visitor
 * consented (§7). Pass the transaction of the change it records, so the log and the change are
 * written together or not at all (issue 6 item 4).
 */
export async function logActivity(db: Database, ...entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const preview = activePreview();
  await db.insert(logs).values(
    entries
      .map((entry) => (preview ? asPreviewEntry(entry, preview) : entry))
      .map((entry) => ({
        portalId: entry.portalId,
        createdBy: entry.userId,
        type: entry.type,
        collection: entry.collection,
        entityId: entry.entityId,
        info: entry.info ?? null,
      })),
  );
  // A professional's preview is not the client's usage; what a consented visitor does is tracked.
  if (!preview) await trackActivity(db, entries);
}

/**
 * View as client: what a preview request does in the client's name (a page visit, a download) is
 * the professional's, as a `preview` entry naming the client, so the client's own activity and usage
 * figures never count it.
 */
function asPreviewEntry(entry: ActivityEntry, preview: PreviewContext): ActivityEntry {
  if (entry.userId !== preview.clientUserId) return entry;
  return {
    ...entry,
    userId: preview.byUserId,
    type: 'preview',
    info: { ...entry.info, event: entry.type, asUserId: preview.clientUserId, accountId: preview.accountId },
  };
}
