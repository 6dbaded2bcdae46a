import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AccountScope, PortalScope } from '@portal/domain';
import type { Database } from '../db/client';
import { accountOwners, accounts, portals } from '../db/schema/index';

const NOTHING = sql`false`;

/**
 * The domain's account scope as a condition on `accounts`. Every branch is an index read:
 * accounts_client_user_id_idx, account_owners_account_user_key, portals' primary key.
 */
export function accountScopeCondition(db: Database, scope: AccountScope): SQL {
  switch (scope.kind) {
    case 'client':
      return and(eq(accounts.active, true), eq(accounts.clientUserId, scope.userId))!;
    case 'organisation':
      return and(eq(accounts.active, true), portalOfAccountIn(db, scope.organisationId))!;
    case 'owner':
      return and(
        eq(accounts.active, true),
        portalOfAccountIn(db, scope.organisationId),
        exists(
          db
            .select({ one: sql`1` })
            .from(accountOwners)
            .where(
              and(
                eq(accountOwners.accountId, accounts.id),
                eq(accountOwners.userId, scope.userId),
                eq(accountOwners.active, true),
              ),
            ),
        ),
      )!;
    default:
      return NOTHING;
  }
}

function portalOfAccountIn(db: Database, organisationId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(portals)
      .where(and(eq(portals.id, accounts.portalId), eq(portals.organisationId, organisationId))),
  );
}

/** The domain's portal scope as a condition on `portals` (active portals only). */
export function portalScopeCondition(db: Database, scope: PortalScope): SQL {
  switch (scope.kind) {
    case 'organisation':
      return and(eq(portals.active, true), eq(portals.organisationId, scope.organisationId))!;
    case 'client-accounts':
      return and(
        eq(portals.active, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(accounts)
            .where(
              and(
                eq(accounts.portalId, portals.id),
                eq(accounts.clientUserId, scope.userId),
                eq(accounts.active, true),
              ),
            ),
        ),
      )!;
    default:
      return NOTHING;
  }
}
