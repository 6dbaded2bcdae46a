import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { adminPingRoutes } from './admin-ping-routes';
import { navigationRoutes } from './navigation/navigation-routes';
import { portalRoutes } from './portal-routes';

/** The viewer-scoped reads of portals and their navigation, and the admin placeholder. */
export async function registerPortalApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig },
): Promise<void> {
  await app.register(portalRoutes, { database: options.database });
  await app.register(navigationRoutes, options);
  await app.register(adminPingRoutes);
}
