import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fundSpotlightSchema, type Viewer } from '@portal/domain';
import type { DatabaseHandle } from '../../db/client';
import { errorResponseSchema } from '../../http/errors';
import { spotlightFunds } from './spotlight-repository';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type PortalViewer = (database: DatabaseHandle, request: FastifyRequest, portalId: string) => Promise<Viewer>;

const params = z.object({ portalId: z.string().max(64) });

/** §7 funds spotlight (GET): the portal's promoted funds, shown above the explorer's results. */
export function registerSpotlightRoute(app: ZodApp, database: DatabaseHandle, portalViewer: PortalViewer) {
  app.get(
    '/api/portals/:portalId/funds/spotlight',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The portal's funds spotlight",
        description:
          "The funds the portal's admins promote (portal setting fundSpotlight, ISINs), in their order; at most 12, inactive or unknown ISINs left out.",
        tags: ['funds'],
        params,
        response: { 200: fundSpotlightSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await portalViewer(database, request, request.params.portalId);
      const items = await spotlightFunds(database.db, viewer.userId, request.params.portalId);
      reply.header('cache-control', 'no-store');
      return { items };
    },
  );
}
