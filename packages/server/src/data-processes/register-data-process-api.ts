import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { dataProcessRoutes } from './data-process-routes';
import { importConfigFrom, type ImportConfig } from './import-config';

/**
 * The data designer's API. The import settings (DATA_IMPORT_ALLOWED_HOSTS, DATA_IMPORT_TIMEOUT_MS)
 * are read from the environment at start-up unless given.
 */
export async function registerDataProcessApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; importConfig?: ImportConfig },
): Promise<void> {
  await app.register(dataProcessRoutes, {
    database: options.database,
    importConfig: options.importConfig ?? importConfigFrom(process.env),
  });
}
