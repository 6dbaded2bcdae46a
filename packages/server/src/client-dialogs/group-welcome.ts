import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groupMembers, groups } from '../db/schema/index';
import { sanitizeMessageBody } from '../http/sanitize';

/**
 * The welcome content (§3 Group.welcome) the welcome dialog shows a client: that of the active group
 * of the portal their accounts belong to (the highest-scored, should there be several), as
 * sanitised HTML; null when they are in none or it has none.
 */
export async function groupWelcome(
  db: Database,
  portalId: string,
  accountIds: readonly string[],
): Promise<string | null> {
  if (accountIds.length === 0) return null;
  const [row] = await db
    .select({ welcome: groups.welcome })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        inArray(groupMembers.accountId, [...accountIds]),
        eq(groupMembers.active, true),
        eq(groups.portalId, portalId),
        eq(groups.active, true),
        isNotNull(groups.welcome),
      ),
    )
    .orderBy(desc(groups.score), asc(groups.name))
    .limit(1);
  // The back office's rich-text field stores HTML text; anything else is not welcome content.
  const html = typeof row?.welcome === 'string' ? sanitizeMessageBody(row.welcome) : '';
  return html === '' ? null : html;
}
