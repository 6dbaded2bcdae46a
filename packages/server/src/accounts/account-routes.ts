import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountFilterOptionsSchema, accountsPageSchema, accountSummarySchema } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { pageQuerySchema, toPage } from '../http/paging';
import { findPortal } from '../portals/portal-repository';
import { findAccount, listAccountFilterOptions, listAccounts } from './account-repository';

export interface AccountRouteOptions {
  database: DatabaseHandle;
}

const idParam = z.string().max(64);
const notFound = () => new AppError(404, 'not_found', 'errors.not_found');

/** §2 Clients overview filters; every one is applied in SQL inside the viewer's scope. */
const accountListQuerySchema = pageQuerySchema.extend({
  search: z.string().max(100).optional(),
  /** Phone-book letter: one letter (any case, accents ignored) or '#' for names not starting with one. */
  letter: z
    .string()
    .regex(/^(\p{L}\p{M}*|#)$/u)
    .optional(),
  portfolioType: z.string().min(1).max(40).optional(),
  /** A group id; an unknown or malformed one matches no account (it is not an error). */
  group: z.string().min(1).max(64).optional(),
  hasPortfolios: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
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
          'Admins: every account of the portal; advisors: accounts they own; investors: their own. Search matches name, e-mail or external id; letter, portfolioType, group and hasPortfolios narrow the list further. totals (count, value, gains) cover every account that passes the filters, not just the page.',
        tags: ['accounts'],
        params: z.object({ portalId: idParam }),
        querystring: accountListQuerySchema,
        response: {
          200: accountsPageSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { portalId } = request.params;
      if (!(await findPortal(database.db, viewer, portalId))) throw notFound();
      const { search, letter, portfolioType, group, hasPortfolios, page, pageSize } = request.query;
      const result = await listAccounts(database.db, viewer, portalId, {
        search,
        letter,
        portfolioType,
        group,
        hasPortfolios,
        page: toPage(request.query),
      });
      reply.header('cache-control', 'no-store');
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId/account-filters',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Filter menus of the clients overview, from the viewer's accounts",
        description:
          'Portfolio types, groups (id, name) and phone-book letters present among the accounts the signed-in user may read in the portal (same scope as the account list).',
        tags: ['accounts'],
        params: z.object({ portalId: idParam }),
        response: { 200: accountFilterOptionsSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { portalId } = request.params;
      if (!(await findPortal(database.db, viewer, portalId))) throw notFound();
      reply.header('cache-control', 'no-store');
      return listAccountFilterOptions(database.db, viewer, portalId);
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
