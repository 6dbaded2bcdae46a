import { and, eq, exists, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountScope, type MaybeViewer, type Viewer } from '@portal/domain';
import { accountScopeCondition } from '../accounts/scope-sql';
import type { Database } from '../db/client';
import { accounts, documents, groupMembers, groups, portals } from '../db/schema/index';

const NOTHING = sql`false`;
/** An alias, so a caller may pass `groups.id` of an outer query without it binding to this one. */
const visibleGroup = alias(groups, 'visible_group');

function signedIn(viewer: MaybeViewer): viewer is Viewer {
  return viewer !== null && viewer.mfaValidated;
}

/** Admins and advisors of a company: they see its groups and portal-wide files (domain staffOf). */
export function staffOrganisation(viewer: MaybeViewer): string | null {
  if (!signedIn(viewer) || viewer.role === 'investor') return null;
  return viewer.organisationId;
}

/** Ids of the active accounts whose client is `userId` (in one portal if given), as a subquery. */
export function clientAccountIds(db: Database, userId: string, portalId?: string) {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.clientUserId, userId),
        eq(accounts.active, true),
        portalId ? eq(accounts.portalId, portalId) : undefined,
      ),
    );
}

/**
 * `userId` is a member of the group in `groupId` (directly, or through an account whose client
 * they are), and, when `sentAt` is given, joined no later than it (§6: group messages only from
 * the moment the member joined). group_members_group_user_key / _group_account_key serve it.
 */
export function memberOfGroup(
  db: Database,
  userId: string,
  groupId: AnyPgColumn | SQL,
  sentAt?: AnyPgColumn,
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.active, true),
          or(eq(groupMembers.userId, userId), inArray(groupMembers.accountId, clientAccountIds(db, userId))),
          sentAt ? lte(groupMembers.memberSince, sentAt) : undefined,
        ),
      ),
  );
}

/** The domain's canSeeGroup as SQL over a group id column: staff of its company, or its members. */
export function groupVisible(db: Database, viewer: MaybeViewer, groupId: AnyPgColumn): SQL {
  if (!signedIn(viewer)) return NOTHING;
  const organisationId = staffOrganisation(viewer);
  if (viewer.role !== 'investor') {
    if (!organisationId) return NOTHING;
    return exists(
      db
        .select({ one: sql`1` })
        .from(visibleGroup)
        .innerJoin(portals, eq(portals.id, visibleGroup.portalId))
        .where(
          and(
            eq(visibleGroup.id, groupId),
            eq(visibleGroup.active, true),
            eq(portals.organisationId, organisationId),
          ),
        ),
    );
  }
  return memberOfGroup(db, viewer.userId, groupId);
}

/** Portal-wide files: staff of the portal's company, or investors with an account in the portal. */
function portalVisible(db: Database, viewer: Viewer, portalId: AnyPgColumn): SQL {
  if (viewer.role !== 'investor') {
    const organisationId = staffOrganisation(viewer);
    if (!organisationId) return NOTHING;
    return exists(
      db
        .select({ one: sql`1` })
        .from(portals)
        .where(and(eq(portals.id, portalId), eq(portals.organisationId, organisationId))),
    );
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(accounts)
      .where(
        and(
          eq(accounts.portalId, portalId),
          eq(accounts.clientUserId, viewer.userId),
          eq(accounts.active, true),
        ),
      ),
  );
}

/**
 * The domain's canReadDocument as a condition on `documents` (active ones only): an account's file
 * follows the account's scope, a group's file its group, a portal-wide file its portal. A test
 * holds this and the domain function to the same answers.
 */
export function documentReadable(db: Database, viewer: MaybeViewer): SQL {
  if (!signedIn(viewer)) return NOTHING;
  return and(
    eq(documents.active, true),
    or(
      and(
        sql`${documents.accountId} is not null`,
        exists(
          db
            .select({ one: sql`1` })
            .from(accounts)
            .where(
              and(eq(accounts.id, documents.accountId), accountScopeCondition(db, accountScope(viewer))),
            ),
        ),
      ),
      and(sql`${documents.groupId} is not null`, groupVisible(db, viewer, documents.groupId)),
      and(
        isNull(documents.accountId),
        isNull(documents.groupId),
        portalVisible(db, viewer, documents.portalId),
      ),
    ),
  )!;
}
