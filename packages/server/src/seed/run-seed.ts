import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { generateDemoData, type GenerateOptions } from './generate';
import { SEED_TABLES } from './tables';
import { pgliteCopy } from './writer/pglite-copy';
import { postgresCopy } from './writer/postgres-copy';
import { SeedWriter } from './writer/seed-writer';
import { withConstraintsDeferred, type Query } from './writer/bulk-load';

const SEEDED_TABLE_NAMES = SEED_TABLES.map((table) => table.name);

export interface SeedOutcome {
  /** False when the database already had portals and nothing was written. */
  seeded: boolean;
  rows: Record<string, number>;
  seconds: number;
}

/**
 * Key of the advisory lock that keeps two server processes starting together from both seeding:
 * the second waits, then finds the portals of the first.
 */
const SEED_LOCK_KEY = '7072747102';

const HAS_PORTALS = 'select exists (select 1 from "portals") as "present"';

/** True when the database has at least one portal (the seed's "already seeded" test). */
export async function hasPortals(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(sql.raw(HAS_PORTALS));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    present: boolean;
  }[];
  return rows[0]?.present === true;
}

/**
 * Seeds when the database has no portals, all or nothing: the whole seed is one transaction (COPY
 * runs inside it on both drivers), so a crash or an error leaves the database as it was and the
 * next start seeds again. Files written to storage before a rollback are orphans, harmless: their
 * keys hold fresh ids.
 */
export async function seedIfEmpty(handle: DatabaseHandle, options: GenerateOptions): Promise<SeedOutcome> {
  const started = performance.now();
  const done = (seeded: boolean, rows: Record<string, number> = {}): SeedOutcome => ({
    seeded,
    rows,
    seconds: (performance.now() - started) / 1000,
  });

  if (handle.pool) {
    const client = await handle.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const present = await client.query<{ present: boolean }>(HAS_PORTALS);
      if (present.rows[0]?.present) {
        await client.query('rollback');
        return done(false);
      }
      // Losing the last moments of a demo seed to a crash is fine; waiting for fsync is not needed.
      await client.query('set local synchronous_commit = off');
      await client.query("set local maintenance_work_mem = '256MB'");
      const writer = new SeedWriter(postgresCopy(client), SEED_TABLES);
      const query: Query = async (text, params) => (await client.query(text, params)).rows;
      await withConstraintsDeferred(query, SEEDED_TABLE_NAMES, () => generateDemoData(writer, options));
      await client.query('commit');
      return done(true, writer.rowCounts());
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  if (handle.pglite) {
    return handle.pglite.transaction(async (tx) => {
      const present = await tx.query<{ present: boolean }>(HAS_PORTALS);
      if (present.rows[0]?.present) return done(false);
      const writer = new SeedWriter(pgliteCopy(tx), SEED_TABLES);
      const query: Query = async (text, params) =>
        (await tx.query<Record<string, unknown>>(text, params)).rows;
      await withConstraintsDeferred(query, SEEDED_TABLE_NAMES, () => generateDemoData(writer, options));
      return done(true, writer.rowCounts());
    });
  }
  throw new Error(`Cannot seed ${handle.description}: the handle has neither a pool nor PGlite.`);
}
