import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalSummaryPageSchema, portalSummarySchema } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { findPortal, listPortals } from './portal-repository';

export interface PortalRouteOptions {
  database: DatabaseHandle;
}

/** The portals a viewer may open (§6): the picker at /portals and each dashboard's header. */
export const portalRoutes: FastifyPluginAsyncZod<PortalRouteOptions> = async (app, { database }) => {
  app.get(
    '/api/portals',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Portals the signed-in user may open',
        description:
          "Admins and advisors: their company's portals; investors: the portals of their accounts.",
        tags: ['portals'],
        querystring: pageQuerySchema,
        response: {
          200: portalSummaryPageSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const result = await listPortals(database.db, viewerOf(request), toPage(request.query));
      reply.header('cache-control', 'no-store');
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One portal the signed-in user may open',
        description: 'Unknown portals and portals out of reach are both 404, so existence does not leak.',
        tags: ['portals'],
        params: z.object({ portalId: z.string().max(64) }),
        response: { 200: portalSummarySchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const portal = await findPortal(database.db, viewerOf(request), request.params.portalId);
      if (!portal) throw new AppError(404, 'not_found', 'errors.not_found');
      reply.header('cache-control', 'no-store');
      return portal;
    },
  );
};
