import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageVisitSchema } from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { DatabaseHandle } from '../db/client';
import { errorResponseSchema } from '../http/errors';
import { notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import { logActivity } from './log-activity';

/** §7: page visits are logged; the web app posts one on each navigation inside a portal. */
const activityRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.post(
    '/api/portals/:portalId/activity/page-visits',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Record a page visit in the activity log',
        description: 'A portal the viewer cannot open is 404, like every other portal route.',
        tags: ['activity'],
        params: portalParams,
        body: pageVisitSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      if (!(await findPortal(database.db, viewer, portalId))) {
        throw notFound();
      }
      const { path, section } = request.body;
      await logActivity(database.db, {
        portalId,
        userId: viewer.userId,
        type: 'view',
        collection: section ?? 'page',
        entityId: path,
      });
      return reply.code(204).send(null);
    },
  );
};

/** The activity log's own route (page visits); other events are logged by the operations. */
export async function registerActivityApi(app: FastifyInstance, options: { database: DatabaseHandle }) {
  await app.register(activityRoutes, options);
}
