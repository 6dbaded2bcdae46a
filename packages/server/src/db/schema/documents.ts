import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, instant, newestFirst } from './common';
import { accounts } from './accounts';
import { users } from './identity';
import { funds } from './market-data';
import { groups, portalIdColumn } from './tenancy';

/**
 * The library's documents. A document belongs to an account or to a group (at most one); with
 * neither it is portal-wide (factsheets, KIIDs, optionally of a fund). The file itself lives in the
 * storage interface under file_key; the spec's favourite list is document_favourites.
 */
export const documents = pgTable(
  'documents',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** Factsheet, KIID, Prospectus and Brochures, Presentations, Forms, Account documents. */
    type: text('type').notNull(),
    /** Key in the file store (fs or S3); never a public URL. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }),
    mime: text('mime'),
    accountId: uuid('account_id').references(() => accounts.id),
    groupId: uuid('group_id').references(() => groups.id),
    fundId: uuid('fund_id').references(() => funds.id),
    signedAt: instant('signed_at'),
    signedBy: uuid('signed_by'),
    approvedAt: instant('approved_at'),
    approvedBy: uuid('approved_by'),
    /** Produced by the PDF report generator rather than uploaded. */
    generatedPdf: boolean('generated_pdf').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // Serves the account's library and the duplicate-file-name check (spec §5).
    index('documents_account_name_idx').on(t.accountId, t.name),
    index('documents_group_id_idx').on(t.groupId),
    // The library of one account or group, newest first (issue 6: 5,000 documents under 50 ms).
    index('documents_account_created_idx').on(t.accountId, newestFirst(t.createdAt)),
    index('documents_group_created_idx').on(t.groupId, newestFirst(t.createdAt)),
    index('documents_portal_created_idx').on(t.portalId, newestFirst(t.createdAt)),
    index('documents_fund_id_idx')
      .on(t.fundId)
      .where(sql`"fund_id" is not null`),
    check('documents_one_owner', sql`num_nonnulls("account_id", "group_id") <= 1`),
  ],
);

/** Per-user favourite toggle on documents (spec Document.favourite). */
export const documentFavourites = pgTable(
  'document_favourites',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('document_favourites_document_user_key').on(t.documentId, t.userId),
    index('document_favourites_user_id_idx').on(t.userId),
  ],
);
