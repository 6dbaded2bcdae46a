import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './admin-harness';
import { COUNT_CAP } from './store';

// Decision 35: the grid counts at most 10,000 rows and says when there are more.
let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
  await h.db.db.execute(sql`
    insert into accounts (portal_id, name, email, currency)
    select ${h.world.portalA2}::uuid, 'Bulk ' || i, 'bulk' || i || '@count.example', 'GBP'
    from generate_series(1, ${COUNT_CAP + 1}) as i`);
}, 120_000);
afterAll(async () => h?.close());

it('caps the total at 10,000 and says there are more; a search under the cap is exact', async () => {
  const admin = h.world.users.admin;
  const all = await h.call(admin, 'GET', `/api/admin/accounts?portalId=${h.world.portalA2}`);
  expect([all.status, all.body.total, all.body.totalCapped, all.body.items.length]).toEqual([
    200,
    COUNT_CAP,
    true,
    50,
  ]);
  // One e-mail address, searched in full: counted exactly.
  const one = await h.call(
    admin,
    'GET',
    `/api/admin/accounts?portalId=${h.world.portalA2}&search=bulk7%40count.example`,
  );
  expect([one.body.total, one.body.totalCapped]).toEqual([1, false]);
});
