import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { providerForBrand } from '../providers/select-provider';
import type { DataProvider } from '../providers/types';
import type { FileStorage } from '../storage/index';
import { ChromiumPrinter } from './chromium-printer';
import { RenderTokens } from './render-token';
import { reportRoutes } from './report-routes';

/**
 * Client reports (issue 14) through the brand's data provider, printed by the process's Chromium.
 * `provider` replaces the brand's (tests run one app per mode).
 */
export async function registerReportApi(
  app: FastifyInstance,
  options: {
    config: Config;
    database: DatabaseHandle;
    brand: BrandConfig;
    storage: FileStorage;
    provider?: DataProvider | undefined;
    /** The Chromium that prints reports; one of its own (closed with the app) when omitted. */
    printer?: ChromiumPrinter | undefined;
  },
): Promise<void> {
  const { config, database, brand } = options;
  // One Chromium per process, launched with the first report and closed with the app.
  const printer =
    options.printer ??
    new ChromiumPrinter({ executablePath: config.reports.chromiumPath, pages: config.reports.pages });
  if (!options.printer) app.addHook('onClose', () => printer.close());
  await app.register(reportRoutes, {
    database,
    brand,
    provider: options.provider ?? providerForBrand(brand, config, database.db),
    storage: options.storage,
    printer,
    tokens: new RenderTokens(config.tokenSigningKey),
  });
}
