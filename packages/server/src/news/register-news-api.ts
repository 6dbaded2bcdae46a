import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { newsRoutes } from './news-routes';

/** News and insights, where the brand's news switch is on (decision 8; off in the Greek brand). */
export async function registerNewsApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig },
): Promise<void> {
  if (options.brand.navSwitches.news) await app.register(newsRoutes, { db: options.database.db });
}
