import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { logs, users } from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { recordSignIn } from './record-sign-in';

let db: TestDatabase;
let world: AccessWorld;
beforeAll(async () => {
  db = await createTestDatabase();
  world = await createAccessWorld(db.db);
});
afterAll(async () => {
  await db?.drop();
});

const loginsOf = (userId: string) =>
  db.db
    .select({ portalId: logs.portalId, at: logs.createdAt })
    .from(logs)
    .where(and(eq(logs.createdBy, userId), eq(logs.type, 'login')));

describe('recordSignIn', () => {
  it("stamps the last login and logs a login in the portal of the client's account", async () => {
    const now = new Date('2026-11-20T09:30:00Z');
    await recordSignIn(db.db, world.users.investor, now);
    const [user] = await db.db
      .select({ lastLogin: users.lastLogin })
      .from(users)
      .where(eq(users.id, world.users.investor));
    expect(user?.lastLogin?.toISOString()).toBe(now.toISOString());
    expect((await loginsOf(world.users.investor)).map((row) => row.portalId)).toEqual([world.portalA]);
  });

  it('logs no portal login for a professional, who is no account’s client', async () => {
    await recordSignIn(db.db, world.users.ownerAdvisor, new Date('2026-11-20T10:00:00Z'));
    expect(await loginsOf(world.users.ownerAdvisor)).toEqual([]);
  });
});
