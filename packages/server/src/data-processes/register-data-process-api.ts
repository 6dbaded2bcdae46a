import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AfterMarketWrite } from '../market-data/imports/after-write';
import { dataProcessRoutes } from './data-process-routes';
import { importConfigOf } from './import-config';

/** The data designer's API, with the import settings of the configuration (DATA_IMPORT_*). */
export async function registerDataProcessApi(
  app: FastifyInstance,
  options: {
    config: Pick<Config, 'dataImport'>;
    database: DatabaseHandle;
    /** Schedules revaluations inside a run's transaction when market data changed (issue 13). */
    afterMarketWrite?: AfterMarketWrite;
  },
): Promise<void> {
  await app.register(dataProcessRoutes, {
    database: options.database,
    importConfig: importConfigOf(options.config),
    ...(options.afterMarketWrite ? { afterMarketWrite: options.afterMarketWrite } : {}),
  });
}
