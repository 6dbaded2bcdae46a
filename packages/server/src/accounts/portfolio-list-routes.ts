import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portfolioListPageSchema } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { findPortal } from '../portals/portal-repository';
import { listPortfolios } from './portfolio-list';

const idParam = z.string().max(64);

/** The portfolios list of the 'Portfolios' navigation item (§2), in the viewer's scope (§6). */
export const portfolioListRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/portals/:portalId/portfolios',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Active portfolios of the accounts the signed-in user may read in a portal',
        description:
          "Same scope as the account list (admins: the portal's accounts; advisors: those they own; investors: their own). Ordered by account and portfolio name in the portal language's collation; search matches the portfolio's or the account's name.",
        tags: ['accounts'],
        params: z.object({ portalId: idParam }),
        querystring: pageQuerySchema.extend({
          search: z.string().max(100).optional(),
          portfolioType: z.string().min(1).max(40).optional(),
        }),
        response: {
          200: portfolioListPageSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { portalId } = request.params;
      if (!(await findPortal(database.db, viewer, portalId)))
        throw new AppError(404, 'not_found', 'errors.not_found');
      const { search, portfolioType, page, pageSize } = request.query;
      const result = await listPortfolios(database.db, viewer, portalId, {
        search,
        portfolioType,
        page: toPage(request.query),
      });
      reply.header('cache-control', 'no-store');
      return { ...result, page, pageSize };
    },
  );
};
