import type { FastifyInstance } from 'fastify';
import { marketDataRoutes, type MarketDataRouteOptions } from './market-data-routes';

/** The admin "Market data" API; `afterWrite` is where a correction schedules revaluations. */
export async function registerMarketDataApi(
  app: FastifyInstance,
  options: MarketDataRouteOptions,
): Promise<void> {
  await app.register(marketDataRoutes, options);
}
