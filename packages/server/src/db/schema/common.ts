import { sql } from 'drizzle-orm';
import { boolean, index, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** timestamptz, read as a JS Date. Every instant in the schema is one of these (never `timestamp`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money: exact decimal, read as a string (wrap in Decimal). Never float/real/double. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** Units, prices and rates need more decimals than money (fund units have 6-8). */
export const quantity = (name: string) => numeric(name, { precision: 24, scale: 8 });

/** A change or return as a fraction or percent figure; 6 decimals keeps basis-point precision. */
export const percent = (name: string) => numeric(name, { precision: 12, scale: 6 });

/** ISO 4217 code, plus GBX (pence sterling) which prices of UK funds and shares are quoted in. */
export const currency = (name: string) => text(name);

/**
 * The common audit fields of spec §3 (active, created, updated, published, parentId, slug, owner,
 * symbol) plus the uuid primary key, as columns every table spreads first. Tables whose entity gives
 * parent or symbol its own meaning (a holding's symbol, a history row's parent) use these columns
 * rather than adding a twin. No foreign keys here: the audit trail must outlive the user it names,
 * and parent_id is polymorphic across collections.
 */
export function auditColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdName: text('created_name'),
    createdPhoto: text('created_photo'),
    updatedAt: instant('updated_at'),
    updatedBy: uuid('updated_by'),
    updatedName: text('updated_name'),
    /** Empty until Publish (spec §4); then the moment of publication. */
    publishedAt: instant('published_at'),
    parentId: uuid('parent_id'),
    slug: text('slug'),
    ownerId: uuid('owner_id'),
    symbol: text('symbol'),
  };
}

/** Performance changes cached on accounts, portfolios and funds (spec: change1d … changeAll). */
export function changeColumns() {
  return {
    change1d: percent('change_1d'),
    change1m: percent('change_1m'),
    change3m: percent('change_3m'),
    changeYtd: percent('change_ytd'),
    change1y: percent('change_1y'),
    change3y: percent('change_3y'),
    change5y: percent('change_5y'),
    changeAll: percent('change_all'),
  };
}

type AuditKey = 'parentId' | 'ownerId' | 'slug' | 'symbol';
const auditSqlName: Record<AuditKey, string> = {
  parentId: 'parent_id',
  ownerId: 'owner_id',
  slug: 'slug',
  symbol: 'symbol',
};

/**
 * Indexes for the generic equality reads of spec §7 (parentId, owner, slug, symbol). Partial on
 * "is not null": an equality filter implies it, so the planner uses them, and rows that leave the
 * column empty cost nothing.
 */
export function auditIndexes(
  table: string,
  columns: Record<AuditKey, AnyPgColumn>,
  keys: readonly AuditKey[],
) {
  return keys.map((key) =>
    index(`${table}_${auditSqlName[key]}_idx`)
      .on(columns[key])
      .where(sql`${sql.identifier(auditSqlName[key])} is not null`),
  );
}

/** A check that keeps an e-mail column lower-case, so equality and unique indexes are case-blind. */
export const lowerCaseEmail = (column: string) =>
  sql`${sql.identifier(column)} = lower(${sql.identifier(column)})`;

/**
 * Index key for "newest first" reads. Drizzle writes a bare .desc() as DESC NULLS LAST, which does
 * not match the ORDER BY … DESC (nulls first) that desc() in queries produces, so the planner would
 * sort instead of reading the index in order. This matches PostgreSQL's own DESC.
 */
export const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

/** The languages' collations (migration 0010) an admin grid's name index is built in, one each. */
export const GRID_COLLATIONS = ['portal_en', 'portal_el', 'portal_is'] as const;
