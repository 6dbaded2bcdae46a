import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { accountScope, type AnalyticsView, type MaybeViewer } from '@portal/domain';
import type { Database } from '../db/client';
import { accountScopeCondition } from '../accounts/scope-sql';
import { accounts, groupMembers, groups, portfolios, users } from '../db/schema/index';

export interface PopulationUser {
  id: string;
  name: string;
  /** The client's account holds an active portfolio (decision 36). */
  isInvestor: boolean;
}

export interface PopulationGroup {
  id: string;
  name: string;
  /** Members who are users of this population (through their account or directly). */
  memberIds: string[];
}

/** Who an analytics view counts, for one viewer: never anybody outside the viewer's account scope. */
export interface Population {
  users: Map<string, PopulationUser>;
  groups: PopulationGroup[];
}

/**
 * The registered clients of the portal's accounts that the viewer may read (an advisor the accounts
 * he owns, a company admin all of the portal's: the accounts policy), narrowed to investors for the
 * 'investors' view, and the portal's groups with those of them who are members.
 */
export async function loadPopulation(
  db: Database,
  viewer: MaybeViewer,
  portalId: string,
  view: AnalyticsView,
): Promise<Population> {
  const rows = await clientUsers(db, portalId, accountScopeCondition(db, accountScope(viewer)));
  const population = new Map<string, PopulationUser>();
  for (const row of rows) {
    if (view === 'investors' && !row.isInvestor) continue;
    population.set(row.id, { id: row.id, name: row.name, isInvestor: Boolean(row.isInvestor) });
  }
  return { users: population, groups: await loadGroups(db, portalId, population) };
}

/** The registered clients of a portal's accounts that pass `scope`, with their investor flag. */
function clientUsers(db: Database, portalId: string, scope: SQL) {
  const investor = sql<boolean>`bool_or(exists (
    select 1 from ${portfolios}
    where ${portfolios.accountId} = ${accounts.id} and ${portfolios.active}
  ))`;
  return db
    .select({ id: users.id, name: users.name, isInvestor: investor })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.clientUserId))
    .where(and(eq(accounts.portalId, portalId), isNotNull(accounts.clientUserId), scope))
    .groupBy(users.id, users.name);
}

/**
 * The whole portal's investor flags and group members, for the stored day rows: they describe the
 * portal, not one viewer (readers filter by their own population).
 */
export async function portalMembership(db: Database, portalId: string) {
  const rows = await clientUsers(db, portalId, eq(accounts.active, true));
  const all = new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, isInvestor: Boolean(row.isInvestor) }]),
  );
  return {
    investors: new Set(rows.filter((row) => row.isInvestor).map((row) => row.id)),
    groups: await loadGroups(db, portalId, all),
  };
}

async function loadGroups(db: Database, portalId: string, population: Map<string, PopulationUser>) {
  if (population.size === 0) return [];
  const ids = [...population.keys()];
  const rows = await db
    .select({
      groupId: groups.id,
      name: groups.name,
      memberId: sql<string>`coalesce(${accounts.clientUserId}, ${groupMembers.userId})`,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .leftJoin(accounts, eq(accounts.id, groupMembers.accountId))
    .where(
      and(
        eq(groups.portalId, portalId),
        eq(groups.active, true),
        eq(groupMembers.active, true),
        or(inArray(accounts.clientUserId, ids), inArray(groupMembers.userId, ids)),
      ),
    );
  const byId = new Map<string, PopulationGroup>();
  for (const row of rows) {
    const group = byId.get(row.groupId) ?? { id: row.groupId, name: row.name, memberIds: [] };
    if (!group.memberIds.includes(row.memberId)) group.memberIds.push(row.memberId);
    byId.set(row.groupId, group);
  }
  return [...byId.values()];
}
