import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './common';
import { portalIdColumn } from './tenancy';

/** Navigation items of a portal (spec: name, link, icon, visible-for, order). */
export const navigation = pgTable(
  'navigation',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    icon: text('icon'),
    /** Admin, Advisor, Investor; empty = all. */
    visibleFor: text('visible_for').array(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('navigation_portal_order_idx').on(t.portalId, t.order)],
);

/** Sub-items of a navigation item; parent_id is the item. */
export const subnavigation = pgTable(
  'subnavigation',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => navigation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('subnavigation_parent_order_idx').on(t.parentId, t.order)],
);
