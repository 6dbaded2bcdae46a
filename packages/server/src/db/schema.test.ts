import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Every stored collection of spec §3, by its table name. */
const SPEC_COLLECTIONS = [
  'users',
  'organisations',
  'messages',
  'pages',
  'pages_history',
  'posts',
  'posts_history',
  'libraries',
  'media',
  'forms',
  'submissions',
  'people',
  'clients',
  'accounts',
  'portfolios',
  'holdings',
  'transactions',
  'logs',
  'portals',
  'subscriptions',
  'sms',
  'processes',
  'risk_profiles',
  'models',
  'navigation',
  'subnavigation',
  'data_processes',
  'data_process_steps',
  'groups',
  'commentary',
  'log_analytics',
];

/** Tables the spec implies but does not list as collections. */
const SUPPORTING_TABLES = [
  'documents',
  'document_favourites',
  'group_members',
  'account_owners',
  'message_recipients',
  'instruments',
  'instrument_prices',
  'fx_rates',
  'market_data_stamps',
  'benchmarks',
  'benchmark_values',
  'portfolio_valuations',
  'funds',
  'fund_favourites',
  'sessions',
  'rate_limits',
  'api_rate_limits',
  'auth_tokens',
  // Reached only by token hash or through its (tenant-scoped) account, like auth_tokens.
  'account_invitations',
  'totp_factors',
  'recovery_codes',
  'email_outbox',
  'audit_events',
  'job_progress',
  'market_data_issues',
  'market_data_requests',
  // §7 usage tracker's outbox and risk comparison data (issue 18 items 3, 7).
  'tracker_hits',
  'risk_comparisons',
  // A sold property's valuation data, read by the daily engine's inputs (decision 105).
  'sold_properties',
];

/** Rows shared by the whole company, not one portal's. Every other table is a tenant table. */
const COMPANY_WIDE = [
  'users',
  'organisations',
  'subscriptions',
  'portals',
  'sessions',
  'rate_limits',
  'api_rate_limits',
  'auth_tokens',
  // Reached only by token hash or through its (tenant-scoped) account, like auth_tokens.
  'account_invitations',
  'totp_factors',
  'recovery_codes',
  'instruments',
  'instrument_prices',
  'fx_rates',
  'market_data_stamps',
  'benchmarks',
  'benchmark_values',
  'funds',
  'fund_favourites',
  'email_outbox',
  'audit_events',
  'job_progress',
  'market_data_issues',
  'market_data_requests',
];

const AUDIT_COLUMNS: Record<string, string> = {
  id: 'uuid',
  active: 'boolean',
  created_at: 'timestamp with time zone',
  created_by: 'uuid',
  created_name: 'text',
  created_photo: 'text',
  updated_at: 'timestamp with time zone',
  updated_by: 'uuid',
  updated_name: 'text',
  published_at: 'timestamp with time zone',
  parent_id: 'uuid',
  slug: 'text',
  owner_id: 'uuid',
  symbol: 'text',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  numeric_precision: number | null;
  numeric_scale: number | null;
}

let database: TestDatabase;
let columns: ColumnRow[];
let tables: string[];

async function rows<T>(sql: string): Promise<T[]> {
  const result = await database.db.execute(sql);
  // node-postgres returns {rows}, PGlite returns {rows} too; both through drizzle's execute.
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  columns = await rows<ColumnRow>(
    `select table_name, column_name, data_type, is_nullable, numeric_precision, numeric_scale
       from information_schema.columns where table_schema = 'public'`,
  );
  tables = (
    await rows<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__migrations'`,
    )
  ).map((row) => row.table_name);
});

afterAll(async () => {
  await database?.drop();
});

const columnsOf = (table: string) => columns.filter((column) => column.table_name === table);

describe('schema', () => {
  it('has a table for every stored collection of the spec', () => {
    expect(tables).toEqual(expect.arrayContaining(SPEC_COLLECTIONS));
    expect(tables).toEqual(expect.arrayContaining(SUPPORTING_TABLES));
  });

  it('has no table this test does not know about (add new ones to the lists above)', () => {
    const known = new Set([...SPEC_COLLECTIONS, ...SUPPORTING_TABLES]);
    expect(tables.filter((table) => !known.has(table))).toEqual([]);
  });

  it('gives every tenant table a not-null portal_id referencing portals', async () => {
    const references = await rows<{ table_name: string }>(
      `select kcu.table_name
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
         join information_schema.constraint_column_usage ccu
           on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and kcu.column_name = 'portal_id'
          and ccu.table_name = 'portals' and ccu.column_name = 'id'`,
    );
    const referencing = new Set(references.map((row) => row.table_name));
    const tenantTables = tables.filter((table) => !COMPANY_WIDE.includes(table));
    expect(tenantTables.length).toBeGreaterThan(30);
    for (const table of tenantTables) {
      const portalId = columnsOf(table).find((column) => column.column_name === 'portal_id');
      expect({ table, nullable: portalId?.is_nullable }).toEqual({ table, nullable: 'NO' });
      expect({ table, referencesPortals: referencing.has(table) }).toEqual({
        table,
        referencesPortals: true,
      });
    }
  });

  it('stores no number as a float', () => {
    // But a daily series' growths (decision 115): not money but the figures' own doubles, linked
    // day by day, which the next day continues bit for bit; a numeric of fixed scale would round them.
    const growths = new Set(['growth_columns', 'growth_entries', 'growth_twr']);
    const floats = columns
      .filter((column) => ['real', 'double precision'].includes(column.data_type))
      .filter((column) => !(column.table_name === 'portfolio_valuations' && growths.has(column.column_name)));
    expect(floats).toEqual([]);
  });

  it('gives every numeric column an explicit precision and scale', () => {
    const unbounded = columns
      .filter((column) => column.data_type === 'numeric')
      .filter((column) => column.numeric_precision === null || column.numeric_scale === null);
    expect(unbounded).toEqual([]);
  });

  it('gives every table the common audit columns', () => {
    for (const table of tables) {
      const have = Object.fromEntries(
        columnsOf(table).map((column) => [column.column_name, column.data_type]),
      );
      // The sessions key is the token's hash, by design (see schema/identity.ts).
      const expected = table === 'sessions' ? { ...AUDIT_COLUMNS, id: 'text' } : AUDIT_COLUMNS;
      for (const [name, type] of Object.entries(expected)) {
        expect({ table, column: name, type: have[name] }).toEqual({ table, column: name, type });
      }
    }
  });

  it('orders "newest first" indexes the way desc() queries sort (DESC NULLS FIRST)', async () => {
    // A DESC NULLS LAST key cannot serve ORDER BY … DESC: the planner would sort every row instead.
    const mismatched = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
    );
    expect(mismatched).toEqual([]);
  });

  it('keys every table by id', async () => {
    const keys = await rows<{ table_name: string; column_name: string }>(
      `select kcu.table_name, kcu.column_name
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public'`,
    );
    for (const table of tables) {
      expect(keys.filter((key) => key.table_name === table).map((key) => key.column_name)).toEqual(['id']);
    }
  });
});
