import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type BrandId } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { AppError, errorResponseSchema } from '../http/errors';
import { serverVersion } from '../version';

export interface HealthOptions {
  database: DatabaseHandle;
  brand: BrandId;
}

/** Liveness and readiness in one: answers 200 only when the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, brand }) => {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Server and database status',
        tags: ['health'],
        response: { 200: healthSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        throw new AppError(503, 'database_unavailable', 'errors.database_unavailable');
      }
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: database.kind,
        brand,
        version: serverVersion(),
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      };
    },
  );
};
