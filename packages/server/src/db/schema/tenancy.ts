import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes } from './common';
import { organisations, type FileRef } from './identity';

/** Plans that cap how many accounts and advisors a portal may have. Company-wide. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...auditColumns(),
    name: text('name').notNull(),
    accountsLimit: integer('accounts_limit').notNull(),
    advisorsLimit: integer('advisors_limit').notNull(),
  },
  (t) => [...auditIndexes('subscriptions', t, ['slug'])],
);

/** Navigation item as stored on a portal (spec §2 "Navigation switches"). */
export interface PortalNavigationItem {
  name: string;
  link: string;
  icon?: string;
  visibleFor?: 'Admin' | 'Advisor' | 'Investor' | 'all';
  order?: number;
  subnavigation?: { name: string; link: string; order?: number }[];
}

/**
 * The tenants. Every tenant row elsewhere carries portal_id referencing this table (see portalIdColumn()),
 * so a portal's data can be found, exported or sharded (Citus distribution column) as one unit.
 * The spec's `company` is organisation_id and `subscription` is subscription_id.
 */
export const portals = pgTable(
  'portals',
  {
    ...auditColumns(),
    name: text('name').notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    photo: jsonb('photo').$type<FileRef[]>(),
    theme: text('theme'),
    portalDocument: jsonb('portal_document').$type<FileRef>(),
    portalLanguage: text('portal_language'),
    phone: text('phone'),
    email: text('email'),
    /** Terms and conditions text keyed by locale: {"en": "...", "el": "..."}. */
    tnc: jsonb('tnc').$type<Record<string, string>>(),
    newsApi: text('news_api'),
    explorerApi: text('explorer_api'),
    /** §7 funds spotlight: the ISINs of the funds the explorer promotes, in the admin's order. */
    fundSpotlight: jsonb('fund_spotlight').$type<string[]>(),
    navigation: jsonb('navigation').$type<PortalNavigationItem[]>(),
    /** Users of this portal must have a second factor (authenticator app) before using it. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  },
  (t) => [
    index('portals_organisation_id_idx').on(t.organisationId),
    index('portals_subscription_id_idx').on(t.subscriptionId),
    ...auditIndexes('portals', t, ['slug', 'ownerId']),
  ],
);

/** The tenant column: every tenant table declares `portalId: portalIdColumn()`. */
export const portalIdColumn = () =>
  uuid('portal_id')
    .notNull()
    .references(() => portals.id);

/** Client groups of a portal (welcome content, a score, shared documents and messages). */
export const groups = pgTable(
  'groups',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    score: integer('score'),
    /** Content of the welcome modal shown to members. */
    welcome: jsonb('welcome'),
  },
  (t) => [
    index('groups_portal_id_active_idx').on(t.portalId, t.active),
    ...auditIndexes('groups', t, ['slug', 'ownerId']),
  ],
);
