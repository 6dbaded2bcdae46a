import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { findPortal } from '../portals/portal-repository';
import { findAccount, listAccounts } from './account-repository';

export interface AccountRouteOptions {
  database: DatabaseHandle;
}

const idParam = z.string().max(64);
const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

const accountItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  externalId: z.string().nullable(),
  value: z.string().nullable(),
  portfolioCount: z.number().int(),
});

const accountSummarySchema = z.object({
  id: z.string(),
  portalId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  externalId: z.string().nullable(),
  currency: z.string().nullable(),
  value: z.string().nullable(),
  validated: z.boolean(),
  clientHasSignedIn: z.boolean(),
  portfolios: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string().nullable(),
      value: z.string().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});

/** Client accounts in a portal, within the viewer's scope (§6); anything else is a 404. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { database }) => {
  app.get(
    '/api/portals/:portalId/accounts',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Accounts of a portal the signed-in user may read',
        description:
          'Admins: every account of the portal; advisors: accounts they own; investors: their own. Search matches name, e-mail or external id.',
        tags: ['accounts'],
        params: z.object({ portalId: idParam }),
        querystring: pageQuerySchema.extend({ search: z.string().max(100).optional() }),
        response: {
          200: z.object({
            items: z.array(accountItemSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { portalId } = request.params;
      if (!(await findPortal(database.db, viewer, portalId))) throw notFound();
      const { search, page, pageSize } = request.query;
      const result = await listAccounts(database.db, viewer, portalId, {
        search,
        page: toPage(request.query),
      });
      reply.header('cache-control', 'no-store');
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId/accounts/:accountId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One account with its portfolios, largest first',
        description: "Another client's account, another portal's, an unknown or malformed id: all 404.",
        tags: ['accounts'],
        params: z.object({ portalId: idParam, accountId: idParam }),
        response: { 200: accountSummarySchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { portalId, accountId } = request.params;
      const account = await findAccount(database.db, viewerOf(request), portalId, accountId);
      if (!account) throw notFound();
      reply.header('cache-control', 'no-store');
      return account;
    },
  );
};
