import { getBrand, type BrandConfig } from '@portal/domain';
import { organisations, portals, users } from '../packages/server/src/db/schema/index';
import { createTestDatabase, type TestDatabase } from '../packages/server/src/db/test-database';
import { todayIso } from '../packages/server/src/public-site/site-service';
import { seedPublicSite } from '../packages/server/src/seed/content/public-site';

/**
 * The public-site benches' database: one partners company and portal with an admin, and the demo
 * site's content written through the admin store (seed/content/public-site.ts). The caller drops it.
 */
export async function partnersSiteDatabase(): Promise<{ db: TestDatabase; brand: BrandConfig }> {
  const db = await createTestDatabase();
  const [org] = await db.db.insert(organisations).values({ name: 'Meridian Financial Partners' }).returning();
  await db.db
    .insert(portals)
    .values({ name: 'Meridian Partners Portal', organisationId: org!.id, theme: 'light' });
  await db.db
    .insert(users)
    .values({ email: 'admin@meridian.example', name: 'Admin', organisationId: org!.id, isAdmin: true });
  const brand = getBrand('partners');
  await seedPublicSite(db.db, brand, todayIso());
  return { db, brand };
}
