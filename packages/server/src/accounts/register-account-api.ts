import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { accountRoutes } from './account-routes';
import { portfolioListRoutes } from './portfolio-list-routes';

/** The viewer-scoped reads of a portal's accounts: the list, its filters, one account, their portfolios. */
export async function registerAccountApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
): Promise<void> {
  await app.register(accountRoutes, options);
  await app.register(portfolioListRoutes, options);
}
