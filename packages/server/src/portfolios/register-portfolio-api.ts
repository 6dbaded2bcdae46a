import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobEngine } from '../jobs/job-engine';
import { dataApiRoutes } from '../providers/data-api-routes';
import { providerForBrand } from '../providers/select-provider';
import type { DataProvider } from '../providers/types';
import { holdingDocumentRoutes } from './holding-documents-routes';
import { portfolioCsvRoutes } from './portfolio-csv-routes';
import { portfolioEditRoutes } from './portfolio-edit-routes';
import { portfolioRoutes } from './portfolio-routes';
import { ChromiumPrinter } from '../reports/chromium-printer';
import { RenderTokens } from '../reports/render-token';
import { reportRoutes } from '../reports/report-routes';
import { storageFromConfig } from '../storage/index';

/**
 * Accounts' portfolios through the brand's data provider (reads, CSV, editing) and the Data API
 * served from our database. `provider` replaces the brand's (tests run one app per mode).
 */
export async function registerPortfolioApi(
  app: FastifyInstance,
  options: {
    config: Config;
    database: DatabaseHandle;
    brand: BrandConfig;
    provider?: DataProvider | undefined;
    jobs?: JobEngine | undefined;
    /** The Chromium that prints reports; one of its own (closed with the app) when omitted. */
    printer?: ChromiumPrinter | undefined;
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
  const storage = storageFromConfig(options.config);
  await app.register(dataApiRoutes, { database: options.database, storage });
  // One Chromium per process, launched with the first report and closed with the app.
  const printer =
    options.printer ??
    new ChromiumPrinter({
      executablePath: options.config.reports.chromiumPath,
      pages: options.config.reports.pages,
    });
  if (!options.printer) app.addHook('onClose', () => printer.close());
  await app.register(reportRoutes, {
    ...routeOptions,
    storage,
    printer,
    tokens: new RenderTokens(options.config.tokenSigningKey),
  });
}
