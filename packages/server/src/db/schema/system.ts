import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, instant, newestFirst } from './common';
import { portals } from './tenancy';

/**
 * E-mails waiting to be sent or already sent. Writing the mail in the same transaction as the
 * change that causes it means no mail is lost or sent for a rolled-back change; a worker in any
 * process claims pending rows. Company-wide; portal_id (optional) only picks the branding.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    ...auditColumns(),
    portalId: uuid('portal_id').references(() => portals.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull().default('en'),
    /** pending, sending, sent, failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  (t) => [index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Immutable trail of data changes (who, when, what changed: before/after). Logs feed the activity
 * list and analytics and may be pruned; this is the compliance record (STYLE habit 7). portal_id is
 * null for company-wide rows (users, organisations, subscriptions).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    ...auditColumns(),
    portalId: uuid('portal_id').references(() => portals.id),
    /** create, update, publish, unpublish, restore, delete, sign-in, … */
    action: text('action').notNull(),
    collection: text('collection').notNull(),
    entityId: text('entity_id').notNull(),
    /** Changed fields as {field: [before, after]}; secrets are never written here. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.collection, t.entityId, newestFirst(t.createdAt)),
    index('audit_events_portal_created_idx').on(t.portalId, newestFirst(t.createdAt)),
    index('audit_events_created_by_idx').on(t.createdBy, newestFirst(t.createdAt)),
  ],
);
