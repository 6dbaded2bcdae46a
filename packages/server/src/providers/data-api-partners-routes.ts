import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { PARTNERS_PATHS as P } from './api/data-api-paths';
import { dataApiKeys, found } from './data-api-keys';
import {
  DATA_API_PREFIX,
  commonQuery,
  dataApiConfig as config,
  dataApiErrors as errors,
  dataApiTags as tags,
  idParam,
  isoDate,
  rangeOf,
  rangeQuery,
} from './data-api-query';
import { createDatabaseSource } from './database/database-source';
import { accountFeedSchema, holdingsFeedSchema, transactionsFeedSchema } from '@portal/domain';
import { todayIso } from './provider';

const portfolioParams = z.object({
  account: z.string().min(1).max(128),
  portfolio: z.string().min(1).max(128),
});

/**
 * The partners variant's paths of §7, served from our tables like the standard ones, so a partners
 * install can read another install through DATA_API_URL. Portfolios/{id}?dateIso is the standard
 * route (it accepts dateIso); performance, charges and costs use the standard paths too.
 */
export const partnersDataApiRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const source = createDatabaseSource(database.db, { keys: 'external' });
  const { accountKey, portfolioAccount } = dataApiKeys(database.db);

  app.get(
    `${DATA_API_PREFIX}${P.accountOverview}`,
    {
      config,
      schema: {
        summary: 'Data API (partners): an account overview by contact id',
        tags,
        params: idParam,
        querystring: z.object({ ...commonQuery, dateIso: isoDate.optional() }),
        response: { 200: accountFeedSchema, ...errors },
      },
    },
    async (request) => found(await source.account(await accountKey(request.params.id))),
  );

  app.get(
    `${DATA_API_PREFIX}${P.portfolioHoldings}`,
    {
      config,
      schema: {
        summary: "Data API (partners): a contact's portfolio holdings on a date",
        tags,
        params: portfolioParams,
        querystring: z.object({ ...commonQuery, dateIso: isoDate.optional() }),
        response: { 200: holdingsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { account, portfolio } = request.params;
      const key = await portfolioAccount(portfolio, account);
      return found(await source.holdings(key, portfolio, request.query.dateIso ?? todayIso()));
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.portfolioTransactions}`,
    {
      config,
      schema: {
        summary: "Data API (partners): a contact's portfolio transactions",
        tags,
        params: portfolioParams,
        querystring: rangeQuery,
        response: { 200: transactionsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { account, portfolio } = request.params;
      const key = await portfolioAccount(portfolio, account);
      return found(await source.transactions(key, portfolio, rangeOf(request.query)));
    },
  );

  // Our answers are computed from the tables on every call, so there is nothing to clear.
  app.delete(
    `${DATA_API_PREFIX}${P.cache}`,
    {
      config,
      schema: {
        summary: 'Data API (partners): clear the cache (ours keeps none)',
        tags,
        querystring: z.object(commonQuery),
        response: { 204: z.null(), 401: errors[401] },
      },
    },
    async (_request, reply) => reply.code(204).send(null),
  );
};
