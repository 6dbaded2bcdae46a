import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  auditIndexes,
  changeColumns,
  currency,
  instant,
  GRID_COLLATIONS,
  lowerCaseEmail,
  money,
  percent,
} from './common';
import { users } from './identity';
import { groups, portalIdColumn } from './tenancy';

/**
 * Client accounts of a portal. The spec's `owner` (advisor ids) is account_owners, `groups` is
 * group_members, `client` is client_user_id, `termsAndConditions` is terms_accepted(_at).
 * value and the change columns cache the last valuation for the clients list.
 */
export const accounts = pgTable(
  'accounts',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** Key of the account at the custodian / Data API (/Account/{id}); "Need external id" without it. */
    externalId: text('external_id'),
    /** Lower-case (checked); unique per portal among active accounts. */
    email: text('email'),
    gender: text('gender'),
    /** The investor's user once they have registered; null until then (spec: "client id found"). */
    clientUserId: uuid('client_user_id').references(() => users.id),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: instant('terms_accepted_at'),
    lastLogin: instant('last_login'),
    lastInviteSent: instant('last_invite_sent'),
    inception: date('inception', { mode: 'string' }),
    location: text('location'),
    currency: currency('currency'),
    externalOwnerName: text('external_owner_name'),
    /** A new account is unusable until its owner validates it (spec §3). */
    validated: boolean('validated').notNull().default(false),
    validatedAt: instant('validated_at'),
    value: money('value'),
    sinceInception: percent('since_inception'),
    ...changeColumns(),
  },
  (t) => [
    // Spec §5: one account per e-mail in a portal; soft-deleted accounts free the address.
    uniqueIndex('accounts_portal_email_active_key')
      .on(t.portalId, t.email)
      .where(sql`"active"`),
    index('accounts_email_idx').on(t.email),
    index('accounts_client_user_id_idx').on(t.clientUserId),
    index('accounts_portal_id_name_idx').on(t.portalId, t.name),
    // Admin grid (decision 35): a portal's live accounts in (name, id) order, read 50 at a time,
    // in each language's collation (the grid orders by its reader's).
    ...GRID_COLLATIONS.map((collation) =>
      index(`accounts_portal_grid_${collation}_idx`)
        .on(t.portalId, sql`${t.name} collate ${sql.raw(collation)}`, t.id)
        .where(sql`"active"`),
    ),
    index('accounts_portal_external_id_idx').on(t.portalId, t.externalId),
    check('accounts_email_lower_case', lowerCaseEmail('email')),
    ...auditIndexes('accounts', t, ['slug']),
  ],
);

/** The advisors of an account (spec Account.owner): "accounts where I am an owner" is an index read. */
export const accountOwners = pgTable(
  'account_owners',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('account_owners_account_user_key').on(t.accountId, t.userId),
    index('account_owners_user_portal_idx').on(t.userId, t.portalId),
  ],
);

/**
 * Group membership (spec Group.members [{id, memberSince}] and Account.groups). A member is an
 * account (advisors add accounts; it needs a registered client) or a user; member_since decides
 * which group messages the member may read (spec §6).
 */
export const groupMembers = pgTable(
  'group_members',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id),
    memberSince: instant('member_since').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_group_account_key')
      .on(t.groupId, t.accountId)
      .where(sql`"account_id" is not null`),
    uniqueIndex('group_members_group_user_key')
      .on(t.groupId, t.userId)
      .where(sql`"user_id" is not null`),
    index('group_members_account_id_idx').on(t.accountId),
    index('group_members_user_id_idx').on(t.userId),
    check('group_members_has_member', sql`num_nonnulls("account_id", "user_id") >= 1`),
  ],
);
