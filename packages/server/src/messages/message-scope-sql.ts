import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { MaybeViewer } from '@portal/domain';
import type { Database } from '../db/client';
import { messages } from '../db/schema/index';
import { clientAccountIds, memberOfGroup } from '../library/scope-sql';

/**
 * The domain's canReadMessage as a condition on `messages` (active ones): sent by the viewer,
 * addressed to them (as a user or as the client of the recipient account), or sent to a group
 * they had joined by then (§6). A test holds this and the domain function to the same answers.
 */
export function messageReadable(db: Database, viewer: MaybeViewer): SQL {
  if (!viewer || !viewer.mfaValidated) return sql`false`;
  const userId = viewer.userId;
  return and(
    eq(messages.active, true),
    or(
      eq(messages.createdBy, userId),
      eq(messages.recipientUserId, userId),
      inArray(messages.recipientAccountId, clientAccountIds(db, userId)),
      and(
        isNotNull(messages.recipientGroupId),
        memberOfGroup(db, userId, messages.recipientGroupId, messages.createdAt),
      ),
    ),
  )!;
}
