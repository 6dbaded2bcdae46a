import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, errorResponseSchema } from './errors';

/** The schema parts the library, messages and activity routes share. */

// Any id that is not a uuid is simply not found (404), never a 400 that describes ids.
export const idParam = z.string().max(2048);
export const portalParams = z.object({ portalId: idParam });
export const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Personal answers: no shared cache may keep them (ASVS 14.2.2). */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
