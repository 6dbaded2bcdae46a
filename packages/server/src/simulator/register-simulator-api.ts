import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { simulatorRoutes } from './simulator-routes';

/** The strategy simulator, where investment advice is switched on (decision 8). */
export async function registerSimulatorApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig },
): Promise<void> {
  if (options.brand.navSwitches.investmentAdvice)
    await app.register(simulatorRoutes, { db: options.database.db });
}
