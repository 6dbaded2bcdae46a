import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes, newestFirst } from './common';
import { historyTable } from './history';
import type { FileRef } from './identity';
import { portalIdColumn } from './tenancy';

/** Who may see a page or post (spec access-level chooser). */
export interface AccessLevel {
  level: 'public' | 'hidden' | 'authenticated' | 'users' | 'organisations';
  ids?: string[];
}

/** Pages of the public site and custom dashboard pages; versions in pages_history. */
export const pages = pgTable(
  'pages',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** Landing, Blog, Resources, Funds, Account, Report, Form. */
    type: text('type'),
    hidden: boolean('hidden').notNull().default(false),
    protected: boolean('protected').notNull().default(false),
    promoted: boolean('promoted').notNull().default(false),
    title: text('title'),
    summary: text('summary'),
    linkTarget: text('link_target'),
    linkLabel: text('link_label'),
    socialImg: jsonb('social_img').$type<FileRef[]>(),
    /** SEO description, max 150 (spec §5). */
    description: varchar('description', { length: 150 }),
    order: integer('order').notNull().default(0),
    access: jsonb('access').$type<AccessLevel>(),
    /** §2 channel switcher: the site channel the page belongs to; null = every channel. */
    channel: varchar('channel', { length: 60 }),
    /** Page body built in the designer (blocks). */
    content: jsonb('content'),
  },
  (t) => [
    uniqueIndex('pages_portal_slug_active_key')
      .on(t.portalId, t.slug)
      .where(sql`"active"`),
    index('pages_portal_order_idx').on(t.portalId, t.order),
    ...auditIndexes('pages', t, ['parentId', 'ownerId']),
  ],
);

export const pagesHistory = historyTable('pages_history', () => pages.id);

/** Team members shown on the site; also the authors of posts. */
export const people = pgTable(
  'people',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    title: text('title'),
    location: text('location'),
    photo: jsonb('photo').$type<FileRef[]>(),
    linkedin: text('linkedin'),
    bio: text('bio'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('people_portal_order_idx').on(t.portalId, t.order), ...auditIndexes('people', t, ['slug'])],
);

/** Blog posts, news and insights; versions in posts_history. */
export const posts = pgTable(
  'posts',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    summary: text('summary'),
    publishDate: date('publish_date', { mode: 'string' }),
    authorId: uuid('author_id').references(() => people.id),
    /** Advice, Insights, Product, Videos, Case studies. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: jsonb('image').$type<FileRef[]>(),
    teaserTitle: text('teaser_title'),
    teaserSummary: text('teaser_summary'),
    embed: text('embed'),
    hidden: boolean('hidden').notNull().default(false),
    keypoints: jsonb('keypoints').$type<string[]>(),
    content: jsonb('content'),
    access: jsonb('access').$type<AccessLevel>(),
    /** §2 channel switcher: the site channel the post belongs to; null = every channel. */
    channel: varchar('channel', { length: 60 }),
  },
  (t) => [
    uniqueIndex('posts_portal_slug_active_key')
      .on(t.portalId, t.slug)
      .where(sql`"active"`),
    index('posts_portal_publish_date_idx').on(t.portalId, newestFirst(t.publishDate)),
    ...auditIndexes('posts', t, ['ownerId']),
  ],
);

export const postsHistory = historyTable('posts_history', () => posts.id);

/** Client logos and testimonials (spec "clients" collection; not client accounts). */
export const clients = pgTable(
  'clients',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<FileRef[]>(),
    hideLogo: boolean('hide_logo').notNull().default(false),
    testimonial: text('testimonial'),
    contact: text('contact'),
    hideTestimonial: boolean('hide_testimonial').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('clients_portal_order_idx').on(t.portalId, t.order), ...auditIndexes('clients', t, ['slug'])],
);

/** Market commentary published to clients (spec: name, reportdate, attachment, body). */
export const commentary = pgTable(
  'commentary',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    reportDate: date('report_date', { mode: 'string' }),
    attachment: jsonb('attachment').$type<FileRef[]>(),
    body: text('body'),
    /** The readers' language (en, el, is); null: for every reader whose language has no entry of its own. */
    language: text('language'),
  },
  (t) => [
    index('commentary_portal_report_date_idx').on(t.portalId, newestFirst(t.reportDate)),
    ...auditIndexes('commentary', t, ['slug']),
  ],
);
