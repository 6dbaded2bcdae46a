import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entryRoute, type BrandConfig, entryPathSchema } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { errorResponseSchema } from '../http/errors';
import { loadEntryPortals } from './entry-facts';

export interface EntryRouteOptions {
  database: DatabaseHandle;
  brand: BrandConfig;
}

/** Where the signed-in user lands after sign-in or on `/` (§2 Entry rules), decided by the domain. */
export const entryRoutes: FastifyPluginAsyncZod<EntryRouteOptions> = async (app, { database, brand }) => {
  app.get(
    '/api/me/entry',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The signed-in user's landing path (§2 entry rules)",
        tags: ['entry'],
        response: { 200: entryPathSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const portals = await loadEntryPortals(database.db, viewer);
      reply.header('cache-control', 'no-store');
      return { path: entryRoute({ brand, role: viewer?.role ?? 'investor', portals }) };
    },
  );
};
