import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portals, sessions } from './schema/index';
import { createTestDatabase, type TestDatabase } from './test-database';
import { watchTableChanges, type TableChanges } from './table-changes';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';

describe('table change notifications', () => {
  let database: TestDatabase;
  let world: AccessWorld;
  let changes: TableChanges;

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await createAccessWorld(database.db);
    changes = await watchTableChanges(database);
  });
  afterAll(async () => {
    await changes?.close();
    await database?.drop();
  });

  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return check();
  };

  it('reports a committed change to a watched table, once per transaction, and not a rolled-back one', async () => {
    let portalChanges = 0;
    let pageChanges = 0;
    changes.onChange(['portals'], () => portalChanges++);
    changes.onChange(['pages', 'posts'], () => pageChanges++);
    await database.db.update(portals).set({ name: 'Renamed' }).where(eq(portals.id, world.portalA));
    expect(await until(() => portalChanges === 1)).toBe(true);

    // Two statements, one transaction: NOTIFY folds identical payloads into one.
    await database.db.transaction(async (tx) => {
      await tx.update(portals).set({ name: 'Again' }).where(eq(portals.id, world.portalA));
      await tx.update(portals).set({ name: 'And again' }).where(eq(portals.id, world.portalB));
    });
    expect(await until(() => portalChanges === 2)).toBe(true);

    await database.db
      .transaction(async (tx) => {
        await tx.update(portals).set({ name: 'Never' }).where(eq(portals.id, world.portalA));
        tx.rollback();
      })
      .catch(() => undefined);
    // A table without a trigger (sessions) reports nothing either; the marker write after it does.
    await database.db.delete(sessions);
    await database.db.update(portals).set({ name: 'Marker' }).where(eq(portals.id, world.portalB));
    expect(await until(() => portalChanges === 3)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(portalChanges).toBe(3);
    expect(pageChanges).toBe(0);
  });
});
