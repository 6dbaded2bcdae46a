import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { loadMigrations, type Migration } from './migration-files';
import type { TestDatabase } from './test-database';

/** Serialises building the template between test workers (any fixed bigint). */
const TEMPLATE_LOCK_KEY = '7072747102';

/**
 * A new database test_<random> on the server of `url`, copied from a migrated template database
 * (CREATE DATABASE … TEMPLATE is a file copy: faster than running the migrations each time). The
 * template is named after the migrations, so a schema change builds a new one. `from` copies another
 * database of the server instead (one nobody is connected to, e.g. seeded demo data); `name` names
 * the new one.
 */
export async function createPostgresTestDatabase(
  url: string,
  options: { from?: string; name?: string } = {},
): Promise<TestDatabase> {
  const migrations = await loadMigrations();
  const template = `test_template_${templateKey(migrations)}`;
  const name = options.name ?? `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      if (!options.from) await ensureTemplate(admin, url, template, migrations);
      const source = options.from ?? template;
      try {
        await whileInUse(() => admin.query(`create database "${name}" template "${source}"`));
        return;
      } catch (error) {
        // 3D000: the template is gone. A checkout on other migrations sharing this server drops
        // templates it takes for stale (dropStaleTemplates) between our check and our copy: build it again.
        const code = (error as { code?: string }).code;
        if (options.from || code !== '3D000' || attempt >= 3) throw error;
      }
    }
  });
  const handle = await openDatabase({ url: databaseUrl(url, name) });
  await migrate(handle, migrations);
  return {
    ...handle,
    async drop() {
      await handle.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function ensureTemplate(admin: pg.Client, url: string, template: string, migrations: Migration[]) {
  if (await databaseExists(admin, template)) return;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await databaseExists(admin, template)) return;
    // Built under another name and renamed when complete, so nobody copies a half-migrated template.
    const building = `${template}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const handle = await openDatabase({ url: databaseUrl(url, building) });
    try {
      await migrate(handle, migrations);
    } finally {
      await handle.close();
    }
    await whileInUse(() => admin.query(`alter database "${building}" rename to "${template}"`));
    await dropStaleTemplates(admin, template);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/**
 * Retries what PostgreSQL refuses while another session is connected to the database involved
 * (55006): a just-closed connection's backend may take a moment to go away.
 */
async function whileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 20) throw error;
      // Test setup waiting its turn for the template database (55006: in use), not background work.
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Templates of older migrations; best effort, since another checkout may still be using one. */
async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1`,
    [current],
  );
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function templateKey(migrations: Migration[]): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.name}:${migration.hash}\n`);
  return hash.digest('hex').slice(0, 16);
}
