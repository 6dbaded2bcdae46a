import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Recipient, Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import { accountOwners, users } from '../db/schema/index';
import { collated, portalLanguageOf } from '../db/collation';
import { AppError } from '../http/errors';
import { isUuid } from '../http/paging';
import { findTarget, listTargets } from '../library/document-repository';
import { clientAccountIds } from '../library/scope-sql';
import type { RecipientKind } from './message-repository';

export interface ResolvedRecipient {
  kind: RecipientKind;
  id: string;
}

const notAllowed = () => new AppError(400, 'recipient_not_allowed', 'validation.recipient_not_allowed');

/** The advisors of the viewer's own accounts in the portal: whom a client may write to (§2). */
export async function advisorsOf(db: Database, viewer: Viewer, portalId: string) {
  if (!isUuid(portalId)) return [];
  return (
    db
      .select({ id: users.id, name: users.name })
      .from(accountOwners)
      .innerJoin(users, eq(users.id, accountOwners.userId))
      .where(
        and(
          eq(accountOwners.active, true),
          eq(users.active, true),
          eq(users.disabled, false),
          inArray(accountOwners.accountId, clientAccountIds(db, viewer.userId, portalId)),
        ),
      )
      // Grouped rather than DISTINCT: DISTINCT would refuse an order by the collation keys.
      .groupBy(users.id, users.name)
      .orderBy(...collated(users.name, portalLanguageOf(portalId)), asc(users.id))
  );
}

/**
 * Whom the viewer may write to (§2): a client their advisors (`fixed` when there is exactly one:
 * the web app shows it without a picker); staff the accounts in their scope and the portal's groups.
 */
export async function listRecipients(db: Database, viewer: Viewer, portalId: string, search?: string) {
  if (viewer.role === 'investor') {
    const advisors = await advisorsOf(db, viewer, portalId);
    return { advisors, accounts: [], groups: [], fixed: advisors.length === 1 };
  }
  const targets = await listTargets(db, viewer, portalId, { search, limit: 50 });
  return { advisors: [], ...targets, fixed: false };
}

/** Checks one chosen recipient against what the viewer may reach; anything else is refused alike. */
export async function resolveRecipient(
  db: Database,
  viewer: Viewer,
  portalId: string,
  recipient: Recipient,
): Promise<ResolvedRecipient> {
  if (viewer.role === 'investor') {
    if (recipient.kind !== 'user') throw notAllowed();
    const advisors = await advisorsOf(db, viewer, portalId);
    if (!advisors.some((advisor) => advisor.id === recipient.id)) throw notAllowed();
    return { kind: 'user', id: recipient.id };
  }
  if (recipient.kind === 'user') throw notAllowed();
  const target = await findTarget(
    db,
    viewer,
    portalId,
    recipient.kind === 'account' ? { accountId: recipient.id } : { groupId: recipient.id },
  );
  if (!target) throw notAllowed();
  return { kind: target.kind, id: target.id };
}
