import { asc, inArray } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { organisations, portals, users } from '../db/schema/index';
import { DEMO_PASSWORD, demoEmail } from './demo-credentials';
import type { DemoSignIn } from './index';

const ROLE_ORDER = ['admin', 'advisor', 'investor'] as const;

/**
 * The demo sign-ins as they are in the database: per portal (oldest first), the admin, advisor and
 * investor whose addresses are admin@, advisor@ and investor@ the company's domain. Read back
 * rather than remembered, so a later start prints the same list, and a user deleted since is left out.
 */
export async function readDemoSignIns(handle: DatabaseHandle): Promise<DemoSignIn[]> {
  const companies = await handle.db
    .select({ portal: portals.name, domain: organisations.domain })
    .from(portals)
    .innerJoin(organisations, eq(portals.organisationId, organisations.id))
    .orderBy(asc(portals.createdAt), asc(portals.name));
  const wanted = companies.flatMap(({ domain }) =>
    domain ? ROLE_ORDER.map((role) => demoEmail(role, domain)) : [],
  );
  if (wanted.length === 0) return [];
  const found = new Set(
    (await handle.db.select({ email: users.email }).from(users).where(inArray(users.email, wanted))).map(
      (u) => u.email,
    ),
  );
  return companies.flatMap(({ portal, domain }) =>
    domain
      ? ROLE_ORDER.filter((role) => found.has(demoEmail(role, domain))).map((role) => ({
          portal,
          role,
          email: demoEmail(role, domain),
          password: DEMO_PASSWORD,
        }))
      : [],
  );
}
