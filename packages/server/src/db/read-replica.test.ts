import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { addPortfolioWorld, type PortfolioWorld } from '../testing/portfolio-fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { openDatabase, type DatabaseHandle } from './client';
import { portals, portfolios } from './schema/index';
import { createPostgresTestDatabase } from './test-database-postgres';

/**
 * DATABASE_READ_URL (issue 19 item 3): read-heavy GET routes read a replica, the rest the primary.
 * Here the "replica" is a copy of the primary that the test then changes alone, so an answer shows
 * which database it came from. PostgreSQL only (a replica is a server's); the PGlite run skips it.
 */
describe.skipIf(!process.env.DATABASE_URL)('a read replica', { timeout: 120_000 }, () => {
  const server = process.env.DATABASE_URL!;
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  let names: string[] = [];
  let database: DatabaseHandle;
  let world: AccessWorld;
  let portfolio: PortfolioWorld;
  let app: FastifyInstance;

  beforeAll(async () => {
    const primary = await createPostgresTestDatabase(server);
    world = await createAccessWorld(primary.db);
    portfolio = await addPortfolioWorld(primary.db, world);
    const primaryName = new URL(primary.description).pathname.slice(1);
    await primary.close();
    // A copy needs its source closed: the primary is reopened below with the copy as its replica.
    const replica = await createPostgresTestDatabase(server, { from: primaryName });
    const replicaName = new URL(replica.description).pathname.slice(1);
    await replica.close();
    names = [primaryName, replicaName];
    database = await openDatabase({ url: urlOf(primaryName), readUrl: urlOf(replicaName) });
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('serves the account page and the admin grid from the replica, and sessions, access and edits from the primary', async () => {
    expect(database.read).not.toBe(database.db);
    expect(database.description).toMatch(/\(reads from postgres:\/\/.*\)$/);
    // Changed in the replica only.
    await database.read
      .update(portfolios)
      .set({ name: 'Replica GIA' })
      .where(eq(portfolios.id, portfolio.gia));
    await database.read.update(portals).set({ name: 'Replica portal' }).where(eq(portals.id, world.portalA));

    // The session exists in the primary only: signing in is checked there.
    const investor = { cookie: await sessionCookie(database.db, world.users.investor) };
    const page = await app.inject({
      url: `/api/portals/${world.portalA}/accounts/${world.accounts.investor}/overview`,
      headers: investor,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Replica GIA');

    const admin = { cookie: await sessionCookie(database.db, world.users.admin) };
    const grid = await app.inject({ url: '/api/admin/portals?search=Replica', headers: admin });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().items.map((item: { id: string }) => item.id)).toContain(world.portalA);
    // The item itself (opened after an edit) reads the primary, which is never behind.
    const item = await app.inject({ url: `/api/admin/portals/${world.portalA}`, headers: admin });
    expect(item.json().name).not.toBe('Replica portal');
  });

  it('takes the same server as both when a deployment has no replica', async () => {
    const same = await openDatabase({ url: urlOf(names[0]!), readUrl: urlOf(names[0]!) });
    try {
      const [row] = await same.read
        .select({ name: portals.name })
        .from(portals)
        .where(eq(portals.id, world.portalB));
      expect(row?.name).toBeTruthy();
      await same.ping();
    } finally {
      await same.close();
    }
  });

  it('names DATABASE_READ_URL when the replica cannot be reached', async () => {
    await expect(
      openDatabase({ url: urlOf(names[0]!), readUrl: 'postgres://postgres@127.0.0.1:1/none' }),
    ).rejects.toThrow(/Cannot connect to the database at postgres:\/\/postgres@127\.0\.0\.1:1\/none/);
    await expect(openDatabase({ url: urlOf(names[0]!), readUrl: 'mysql://x' })).rejects.toThrow(
      /DATABASE_READ_URL is malformed/,
    );
  });
});
