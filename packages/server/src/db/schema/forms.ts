import { boolean, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes, newestFirst } from './common';
import { accounts } from './accounts';
import { organisations } from './identity';
import { portalIdColumn } from './tenancy';

/** Steps → fieldsets → fields, as built in the forms designer; compiled to zod on the server. */
export type FormSteps = unknown[];

/** Forms built in the designer (spec §3 Form). */
export const forms = pgTable(
  'forms',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    description: varchar('description', { length: 200 }),
    single: boolean('single').notNull().default(false),
    editable: boolean('editable').notNull().default(true),
    sendCsv: boolean('send_csv').notNull().default(false),
    /** Personal (owner_id) or Organisation (organisation_id). */
    owned: text('owned').notNull().default('Personal'),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    subforms: jsonb('subforms').$type<string[]>(),
    recipients: jsonb('recipients').$type<string[]>(),
    endMessage: text('end_message'),
    autorespondEmail: boolean('autorespond_email').notNull().default(false),
    autorespondSubject: text('autorespond_subject'),
    autorespondBody: text('autorespond_body'),
    steps: jsonb('steps').$type<FormSteps>().notNull().default([]),
  },
  (t) => [index('forms_portal_id_idx').on(t.portalId), ...auditIndexes('forms', t, ['slug', 'ownerId'])],
);

/**
 * Submissions of a form: parent_id is the form (spec Submission.parentId). step is the review
 * workflow: Under review, Approved, Verified, Released.
 */
export const submissions = pgTable(
  'submissions',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    /** The form: the common parent_id, given a foreign key here. */
    parentId: uuid('parent_id')
      .notNull()
      .references(() => forms.id),
    accountId: uuid('account_id').references(() => accounts.id),
    /** The submitter's organisation (spec created.organisation). */
    createdOrganisationId: uuid('created_organisation_id').references(() => organisations.id),
    /** User ids who may review this submission (spec owners). */
    owners: jsonb('owners').$type<string[]>(),
    step: text('step').notNull().default('Under review'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    autorespond: boolean('autorespond').notNull().default(false),
  },
  (t) => [
    index('submissions_parent_created_idx').on(t.parentId, newestFirst(t.createdAt)),
    index('submissions_account_id_idx').on(t.accountId),
    ...auditIndexes('submissions', t, ['ownerId']),
  ],
);

/** Processes: a named form flow offered to clients (spec Process: name, formId, single). */
export const processes = pgTable(
  'processes',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    formId: uuid('form_id').references(() => forms.id),
    single: boolean('single').notNull().default(false),
  },
  (t) => [index('processes_portal_id_idx').on(t.portalId), ...auditIndexes('processes', t, ['slug'])],
);
