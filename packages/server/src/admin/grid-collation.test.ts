import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../providers/database/market';
import { startAdminHarness, type AdminHarness } from './admin-harness';

// Issue 15 item 3: the admin grid orders names by the collation of the language it is read in.
let h: AdminHarness;
const NAMES = ['Bára Grid', 'Árni Grid', 'Azura Grid', 'Ωμέγα Grid', 'Anna Grid'];
beforeAll(async () => {
  h = await startAdminHarness();
  for (const [i, name] of NAMES.entries()) {
    await h.db.db.execute(sql`
      insert into accounts (portal_id, name, email, currency)
      values (${h.world.portalA2}::uuid, ${name}, ${`grid${i}@collation.example`}, 'GBP')`);
  }
}, 120_000);
afterAll(async () => h?.close());

async function gridNames(query: string): Promise<string[]> {
  const answer = await h.call(
    h.world.users.admin,
    'GET',
    `/api/admin/accounts?portalId=${h.world.portalA2}${query}`,
  );
  expect(answer.status).toBe(200);
  return (answer.body.items as { name: string }[])
    .map((item) => item.name)
    .filter((name) => name.endsWith(' Grid'));
}

it('orders names in the reader’s language: Á after A…Z in Icelandic, Greek first in Greek', async () => {
  expect(await gridNames('&language=en')).toEqual([
    'Anna Grid',
    'Árni Grid',
    'Azura Grid',
    'Bára Grid',
    'Ωμέγα Grid',
  ]);
  expect(await gridNames('&language=is')).toEqual([
    'Anna Grid',
    'Azura Grid',
    'Árni Grid',
    'Bára Grid',
    'Ωμέγα Grid',
  ]);
  expect(await gridNames('&language=el')).toEqual([
    'Ωμέγα Grid',
    'Anna Grid',
    'Árni Grid',
    'Azura Grid',
    'Bára Grid',
  ]);
});

it('orders a searched page the same way', async () => {
  expect(await gridNames('&language=is&search=grid')).toEqual([
    'Anna Grid',
    'Azura Grid',
    'Árni Grid',
    'Bára Grid',
    'Ωμέγα Grid',
  ]);
});

it('defaults to the brand’s language and refuses one it does not know', async () => {
  // The test brand (asset-manager) reads English.
  expect(await gridNames('')).toEqual(await gridNames('&language=en'));
  const refused = await h.call(h.world.users.admin, 'GET', `/api/admin/accounts?language=de`);
  expect(refused.status).toBe(400);
});

it('reads the first page through the language’s index, not a sort of every row', async () => {
  // A handful of rows would be scanned and sorted: forbid the scan to see what the index serves.
  await h.db.db.execute(sql`set enable_seqscan = off`);
  const plan = await rowsOf<Record<string, string>>(
    h.db.db,
    sql`explain select id from accounts
      where portal_id = ${h.world.portalA2}::uuid and active
      order by name collate portal_is, id limit 50`,
  );
  await h.db.db.execute(sql`reset enable_seqscan`);
  const text = plan.map((row) => Object.values(row)[0]).join('\n');
  expect(text).toContain('accounts_portal_grid_portal_is_idx');
  expect(text).not.toMatch(/Sort/);
});
