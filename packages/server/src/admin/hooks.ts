import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { MessageKey } from '@portal/domain';
import { hashPassword } from '../auth/password';
import { revokeSessions } from '../auth/sessions/index';
import {
  accountOwners,
  accounts,
  groupMembers,
  groups,
  portals,
  subscriptions,
  users,
} from '../db/schema/index';
import { AppError } from '../http/errors';
import type { AdminContext } from './context';
import { submissionHooks } from '../forms/submission-hooks';

/** One write as the rules see it: the parsed values, the item before (null on create), the row's portal. */
export interface WriteEvent {
  id: string | null;
  values: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  portalId: string | null;
}

/**
 * The server-side part of a collection that a declaration cannot say (Payload's hooks): business
 * rules on save (§4, §5, §6, §9), fields kept in other tables, columns the company decides. Routes
 * never see these; the generic store calls them inside the write's transaction.
 */
export interface CollectionHooks {
  /** Defaults of a new item, before validation. */
  prepareCreate?(ctx: AdminContext, input: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Business rules (throw to refuse); returns extra column values to store. */
  beforeWrite?(ctx: AdminContext, event: WriteEvent): Promise<Record<string, unknown> | void>;
  /** Writes the virtual fields once the row exists. */
  afterWrite?(ctx: AdminContext, event: WriteEvent & { id: string }): Promise<void>;
  /**
   * The virtual fields read with the item's row, as expressions on its `id` (correlated
   * subqueries): the grid's page and one item are then each one statement (decision 119).
   */
  virtualFields?(id: SQL): Record<string, SQL>;
  afterDelete?(ctx: AdminContext, id: string): Promise<void>;
  /** Values a duplicate does not copy. */
  notCopied?: string[];
  /** The message of a taken unique value, by field (default 'This value is already in use'). */
  uniqueMessages?: Record<string, MessageKey>;
}

const refused = (key: MessageKey, values?: Record<string, string | number>) =>
  new AppError(409, key.replace(/^errors\./, ''), key, values);

const ids = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The company's admins (§5: "default new accounts get the admin users as owners"). */
async function companyAdmins(ctx: AdminContext): Promise<string[]> {
  if (!ctx.viewer.organisationId) return [];
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organisationId, ctx.viewer.organisationId),
        eq(users.isAdmin, true),
        eq(users.active, true),
        eq(users.disabled, false),
      ),
    );
  return rows.map((row) => row.id);
}

/** The portal's default group: its active group with the slug 'default' (decision 27), if any. */
async function defaultGroup(ctx: AdminContext, portalId: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.portalId, portalId), eq(groups.slug, 'default'), eq(groups.active, true)))
    .orderBy(groups.createdAt)
    .limit(1);
  return row?.id;
}

/** Accounts and advisors a plan allows: the portal's subscription, else the brand's limits (§9). */
async function accountsLimit(ctx: AdminContext, portalId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ limit: subscriptions.accountsLimit })
    .from(portals)
    .innerJoin(subscriptions, eq(subscriptions.id, portals.subscriptionId))
    .where(eq(portals.id, portalId));
  return row?.limit ?? ctx.brand.limits.accounts;
}

async function advisorsLimit(ctx: AdminContext, organisationId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ limit: sql<number | null>`max(${subscriptions.advisorsLimit})` })
    .from(portals)
    .innerJoin(subscriptions, eq(subscriptions.id, portals.subscriptionId))
    .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
  return row?.limit ?? ctx.brand.limits.advisors;
}

/** Replaces the rows of a link table for one account with `wanted` (owners or groups). */
async function syncLinks(
  ctx: AdminContext,
  kind: 'owners' | 'groups',
  accountId: string,
  portalId: string,
  wanted: string[],
) {
  if (kind === 'owners') {
    const current = (
      await ctx.db
        .select({ id: accountOwners.userId })
        .from(accountOwners)
        .where(eq(accountOwners.accountId, accountId))
    ).map((row) => row.id);
    const removed = current.filter((id) => !wanted.includes(id));
    if (removed.length)
      await ctx.db
        .delete(accountOwners)
        .where(and(eq(accountOwners.accountId, accountId), inArray(accountOwners.userId, removed)));
    const added = wanted.filter((id) => !current.includes(id));
    if (added.length)
      await ctx.db.insert(accountOwners).values(added.map((userId) => ({ portalId, accountId, userId })));
    return;
  }
  const current = (
    await ctx.db
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.accountId, accountId))
  ).map((row) => row.id);
  const removed = current.filter((id) => !wanted.includes(id));
  if (removed.length)
    await ctx.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.accountId, accountId), inArray(groupMembers.groupId, removed)));
  const added = wanted.filter((id) => !current.includes(id));
  if (added.length)
    await ctx.db
      .insert(groupMembers)
      .values(added.map((groupId) => ({ portalId, accountId, groupId, createdBy: ctx.viewer.userId })));
}

/**
 * Accounts (issue 7 item 8): the company's admins become owners and the portal's default group is
 * added to a new account; one active account per e-mail in a portal; groups only for an account
 * whose client has registered (the default group excepted: the system adds it); the plan's account
 * limit.
 */
const accountHooks: CollectionHooks = {
  async prepareCreate(ctx, input) {
    const owners = new Set([...ids(input.owner), ...(await companyAdmins(ctx))]);
    return { ...input, owner: [...owners] };
  },
  async beforeWrite(ctx, { id, values, previous, portalId }) {
    if (!portalId) return;
    const registered = Boolean(previous?.clientUserId);
    const fallback = await defaultGroup(ctx, portalId);
    const before = ids(previous?.groups);
    const added = ids(values.groups).filter((group) => !before.includes(group) && group !== fallback);
    if (added.length > 0 && !registered) throw refused('errors.group_unregistered_account');
    if (id === null) {
      const limit = await accountsLimit(ctx, portalId);
      const [row] = await ctx.db
        .select({ n: count() })
        .from(accounts)
        .where(and(eq(accounts.portalId, portalId), eq(accounts.active, true)));
      if ((row?.n ?? 0) >= limit) throw refused('errors.accounts_limit', { limit });
    }
  },
  async afterWrite(ctx, { id, values, previous, portalId }) {
    if (!portalId) return;
    if (values.owner !== undefined) await syncLinks(ctx, 'owners', id, portalId, ids(values.owner));
    const fallback = previous ? undefined : await defaultGroup(ctx, portalId);
    if (values.groups !== undefined || fallback) {
      const wanted = new Set(values.groups !== undefined ? ids(values.groups) : ids(previous?.groups));
      if (fallback) wanted.add(fallback);
      await syncLinks(ctx, 'groups', id, portalId, [...wanted]);
    }
  },
  virtualFields: (id) => ({
    // text[]: both drivers (node-postgres, PGlite) answer it as an array of strings.
    owner: sql`array(select ${accountOwners.userId}::text from ${accountOwners}
      where ${accountOwners.accountId} = ${id} and ${accountOwners.active}
      order by ${accountOwners.createdAt})`,
    groups: sql`array(select ${groupMembers.groupId}::text from ${groupMembers}
      where ${groupMembers.accountId} = ${id} and ${groupMembers.active}
      order by ${groupMembers.memberSince})`,
  }),
  notCopied: ['groups'],
  uniqueMessages: { email: 'errors.duplicate_account_email' },
};

/**
 * Users: a password is stored only as its argon2id hash; new users join the admin's company; a new
 * advisor must fit the plan's advisor limit (§9); a deleted user is disabled and signed out
 * everywhere (ASVS 7.4.2).
 */
const userHooks: CollectionHooks = {
  async prepareCreate(ctx, input) {
    return input.organisationId === undefined
      ? { ...input, organisationId: ctx.viewer.organisationId }
      : input;
  },
  async beforeWrite(ctx, { id, values, previous }) {
    const extra: Record<string, unknown> = {};
    if (typeof values.password === 'string') extra.passwordHash = await hashPassword(values.password);
    const becomesAdvisor = values.isProfessional === true && previous?.isProfessional !== true;
    const organisationId = (values.organisationId ?? previous?.organisationId ?? null) as string | null;
    if (becomesAdvisor && organisationId) {
      const limit = await advisorsLimit(ctx, organisationId);
      const [row] = await ctx.db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            eq(users.isProfessional, true),
            eq(users.active, true),
            id ? ne(users.id, id) : undefined,
          ),
        );
      if ((row?.n ?? 0) >= limit) throw refused('errors.advisors_limit', { limit });
    }
    return extra;
  },
  async afterDelete(ctx, id) {
    await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    await revokeSessions(ctx.db, { userId: id });
  },
  uniqueMessages: { email: 'errors.duplicate_user_email' },
};

/** The company-wide rows an admin creates belong to the admin's company. */
const companyParent: CollectionHooks = {
  async beforeWrite(ctx, { id }) {
    return id === null ? { parentId: ctx.viewer.organisationId } : undefined;
  },
};

/** Portals belong to the admin's company, up to the brand's maximum (§9: one in partners and greek). */
const portalHooks: CollectionHooks = {
  async beforeWrite(ctx, { id }) {
    if (id !== null) return;
    const organisationId = ctx.viewer.organisationId;
    const max = ctx.brand.limits.maxPortals;
    if (max !== null && organisationId) {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(portals)
        .where(and(eq(portals.organisationId, organisationId), eq(portals.active, true)));
      if ((row?.n ?? 0) >= max) throw refused('errors.portals_limit', { limit: max });
    }
    return { organisationId };
  },
};

export const HOOKS: Partial<Record<string, CollectionHooks>> = {
  accounts: accountHooks,
  users: userHooks,
  portals: portalHooks,
  organisations: companyParent,
  subscriptions: companyParent,
  submissions: submissionHooks,
};
