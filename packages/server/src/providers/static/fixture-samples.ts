import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, portals, subscriptions } from '../../db/schema/index';
import { createTestDatabase } from '../../db/test-database';
import { createFundWorld } from '../../funds/testing/fund-fixtures';
import { createAccessWorld } from '../../testing/fixtures';
import { addPortfolioWorld } from '../../testing/portfolio-fixtures';
import { writeSampleSet } from './write-sample-set';

/** A fresh database with the fixture investor's portfolios and the fund universe; dropped after `work`. */
export async function withFixtureDatabase<T>(
  work: (db: Database, accountIds: string[]) => Promise<T>,
): Promise<T> {
  const db = await createTestDatabase();
  try {
    const world = await createAccessWorld(db.db);
    await addPortfolioWorld(db.db, world);
    await createFundWorld(db.db, { portalA: world.portalA, portalB: world.portalB });
    // A plan for portal A, and the factsheets' upload day fixed: the files then read the same every run.
    const [plan] = await db.db
      .insert(subscriptions)
      .values({ name: 'Professional', accountsLimit: 500, advisorsLimit: 10 })
      .returning({ id: subscriptions.id });
    await db.db.update(portals).set({ subscriptionId: plan!.id }).where(eq(portals.id, world.portalA));
    await db.db.update(documents).set({ createdAt: new Date('2025-06-02T09:00:00Z') });
    return await work(db.db, [world.accounts.investor]);
  } finally {
    await db.drop();
  }
}

/**
 * The shipped samples: the fixture investor's account only. The fixture's portals, users and
 * documents get new ids on every run, so the committed files compare with ids masked (the test).
 */
export function writeFixtureSamples(db: Database, dir: string, accountIds: string[]): Promise<void> {
  return writeSampleSet(db, dir, {
    brand: 'test fixture',
    accountIds,
    source: 'test fixture',
    indent: 2,
  });
}
