import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobEngine } from '../jobs/job-engine';
import { providerForBrand } from '../providers/select-provider';
import type { DataProvider } from '../providers/types';
import { holdingDocumentRoutes } from './holding-documents-routes';
import { portfolioCsvRoutes } from './portfolio-csv-routes';
import { portfolioEditRoutes } from './portfolio-edit-routes';
import { portfolioRoutes } from './portfolio-routes';

/**
 * Accounts' portfolios through the brand's data provider (reads, CSV, editing). `provider`
 * replaces the brand's (tests run one app per mode).
 */
export async function registerPortfolioApi(
  app: FastifyInstance,
  options: {
    config: Config;
    database: DatabaseHandle;
    brand: BrandConfig;
    provider?: DataProvider | undefined;
    jobs?: JobEngine | undefined;
  },
): Promise<void> {
  const provider = options.provider ?? providerForBrand(options.brand, options.config, options.database.db);
  const routeOptions = { database: options.database, brand: options.brand, provider };
  // The account page, holdings and CSV downloads read their figures from DATABASE_READ_URL's
  // replica when there is one (access is still checked on the primary, which is never behind).
  const reads = {
    ...routeOptions,
    provider: options.provider ?? providerForBrand(options.brand, options.config, options.database.read),
  };
  await app.register(portfolioRoutes, reads);
  await app.register(portfolioCsvRoutes, reads);
  await app.register(holdingDocumentRoutes, routeOptions);
  await app.register(portfolioEditRoutes, { ...routeOptions, jobs: options.jobs });
}
