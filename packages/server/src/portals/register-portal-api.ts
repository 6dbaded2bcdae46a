import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import { accountRoutes } from '../accounts/account-routes';
import { portfolioListRoutes } from '../accounts/portfolio-list-routes';
import type { DatabaseHandle } from '../db/client';
import { entryRoutes } from '../entry/entry-routes';
import { adminPingRoutes } from './admin-ping-routes';
import { navigationRoutes } from './navigation/navigation-routes';
import { portalRoutes } from './portal-routes';

/** The viewer-scoped reads of portals, their navigation and accounts, entry routing and the admin placeholder. */
export async function registerPortalApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig },
): Promise<void> {
  await app.register(portalRoutes, { database: options.database });
  await app.register(navigationRoutes, options);
  await app.register(accountRoutes, { database: options.database });
  await app.register(portfolioListRoutes, { database: options.database });
  await app.register(entryRoutes, options);
  await app.register(adminPingRoutes);
}
