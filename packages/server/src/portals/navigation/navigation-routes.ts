import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalNavigation, portalNavigationSchema, type BrandConfig } from '@portal/domain';
import type { DatabaseHandle } from '../../db/client';
import { viewerOf } from '../../http/access';
import { AppError, errorResponseSchema } from '../../http/errors';
import { findPortal } from '../portal-repository';
import { portalNavEntries } from './navigation-entries';

export interface NavigationRouteOptions {
  database: DatabaseHandle;
  brand: BrandConfig;
}

/** The menu of a portal (drawer, bottom navigation, sub-navigation) as the signed-in viewer sees it. */
export const navigationRoutes: FastifyPluginAsyncZod<NavigationRouteOptions> = async (
  app,
  { database, brand },
) => {
  app.get(
    '/api/portals/:portalId/navigation',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The viewer's navigation in a portal",
        description:
          "The portal's own navigation entries (active, visible for the viewer's role, links that are " +
          "routes of the brand the viewer may open, by order), or the brand's navigation when the " +
          'portal has none. Portals out of reach are 404.',
        tags: ['portals'],
        params: z.object({ portalId: z.string().max(64) }),
        response: { 200: portalNavigationSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const portal = await findPortal(database.db, viewer, request.params.portalId);
      if (!portal || !viewer) throw new AppError(404, 'not_found', 'errors.not_found');
      const entries = await portalNavEntries(database.db, portal.id);
      reply.header('cache-control', 'no-store');
      return portalNavigation(brand, viewer.role, portal.id, entries);
    },
  );
};
