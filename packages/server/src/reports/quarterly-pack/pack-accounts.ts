import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BrandConfig, Locale } from '@portal/domain';
import type { Database } from '../../db/client';
import { accounts, groupMembers, groups, portals, users } from '../../db/schema/index';
import { recipientLocale } from '../../library/library-context';

/** One client account a pack prints a report for, with the language its report and title are in. */
export interface PackAccount {
  id: string;
  name: string;
  externalId: string | null;
  portalId: string;
  /** The client's language, else the portal's, else the brand's (as the e-mail to them). */
  locale: Locale;
}

/**
 * The active accounts of a portal, or of one of its groups (active members), by name. A group of
 * another portal gives none: the pack never crosses a portal.
 */
export async function packAccounts(
  db: Database,
  brand: BrandConfig,
  target: { portalId: string; groupId?: string | undefined },
): Promise<PackAccount[]> {
  const inGroup = target.groupId
    ? inArray(
        accounts.id,
        db
          .select({ id: groupMembers.accountId })
          .from(groupMembers)
          .innerJoin(groups, eq(groups.id, groupMembers.groupId))
          .where(
            and(
              eq(groupMembers.groupId, target.groupId),
              eq(groupMembers.active, true),
              eq(groups.portalId, target.portalId),
            ),
          ),
      )
    : undefined;
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      externalId: accounts.externalId,
      portalId: accounts.portalId,
      userLanguage: users.userLanguage,
      portalLanguage: portals.portalLanguage,
    })
    .from(accounts)
    .innerJoin(portals, eq(portals.id, accounts.portalId))
    .leftJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.portalId, target.portalId), eq(accounts.active, true), inGroup))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return rows.map(({ userLanguage, portalLanguage, ...row }) => ({
    ...row,
    locale: recipientLocale(brand, userLanguage, portalLanguage),
  }));
}

/** Whether the group belongs to the portal (the route's 404 otherwise). */
export async function groupInPortal(db: Database, portalId: string, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.portalId, portalId), eq(groups.active, true)))
    .limit(1);
  return row !== undefined;
}
