import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, auditIndexes } from './common';
import { portalIdColumn } from './tenancy';

/** Data processes built in the data designer: a named pipeline of steps. */
export const dataProcesses = pgTable(
  'data_processes',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    name: text('name').notNull(),
    /** Designer layout and settings that are not steps. */
    config: jsonb('config'),
  },
  (t) => [
    index('data_processes_portal_id_idx').on(t.portalId),
    ...auditIndexes('data_processes', t, ['slug']),
  ],
);

/** Steps of a data process; parent_id is the process (spec parentId), order is their sequence. */
export const dataProcessSteps = pgTable(
  'data_process_steps',
  {
    ...auditColumns(),
    portalId: portalIdColumn(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => dataProcesses.id, { onDelete: 'cascade' }),
    name: text('name'),
    getFromApi: boolean('get_from_api').notNull().default(false),
    /** GET or POST. */
    method: text('method'),
    location: text('location'),
    dataset: jsonb('dataset'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('data_process_steps_parent_order_idx').on(t.parentId, t.order)],
);
