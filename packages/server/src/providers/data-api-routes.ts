import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { pageQuerySchema, toPage } from '../http/paging';
import { DATA_API_PATHS as P } from './api/data-api-paths';
import { dataApiKeys, found } from './data-api-keys';
import { partnersDataApiRoutes } from './data-api-partners-routes';
import { dataApiDocumentRoutes } from './data-api-documents-routes';
import { privateEquityRoutes } from './data-api-pe-routes';
import type { FileStorage } from '../storage/index';
import {
  DATA_API_PREFIX,
  commonQuery as common,
  dataApiConfig as config,
  dataApiErrors as errors,
  dataApiTags as tags,
  idParam,
  isoDate,
  rangeOf as range,
  rangeQuery,
} from './data-api-query';
import { createDatabaseSource } from './database/database-source';
import {
  accountFeedListSchema,
  accountFeedSchema,
  chargesFeedSchema,
  datesFeedSchema,
  holdingsFeedSchema,
  performanceFeedSchema,
  portfoliosFeedSchema,
  transactionCostsFeedSchema,
  transactionsFeedSchema,
} from '@portal/domain';
import { todayIso } from './provider';

/**
 * The Data API of §7 served read-only from our own tables, for other systems and for a second
 * install whose `api` provider points here (the api provider's contract tests run against these
 * routes). Rule `service`: the bearer token of DATA_API_SERVE_TOKEN, never a user's session. Keys are
 * external ids (accounts' and portfolios'); an id is looked up across the company's portals.
 */
export const dataApiRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  storage: FileStorage;
}> = async (app, { database, storage }) => {
  const db = database.db;
  const source = createDatabaseSource(db, { keys: 'external' });

  const { accountKey, activeAccounts, portfolioAccount } = dataApiKeys(db);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(partnersDataApiRoutes, { database });
  await app.register(dataApiDocumentRoutes, { database, storage });
  await app.register(privateEquityRoutes, { database });

  app.get(
    `${DATA_API_PREFIX}${P.accounts}`,
    {
      config,
      schema: {
        summary: 'Data API: accounts with an external id',
        tags,
        querystring: pageQuerySchema.extend(common),
        response: { 200: accountFeedListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await activeAccounts(toPage(request.query));
      const feeds = await Promise.all(rows.filter((r) => r.externalId).map((r) => source.account(r)));
      return feeds.filter((f) => f !== null);
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.account}`,
    {
      config,
      schema: {
        summary: 'Data API: an account by external id',
        tags,
        params: idParam,
        querystring: z.object({ ...common, dateString: isoDate.optional() }),
        response: { 200: accountFeedSchema, ...errors },
      },
    },
    async (request) => found(await source.account(await accountKey(request.params.id))),
  );

  app.get(
    `${DATA_API_PREFIX}${P.portfolios}`,
    {
      config,
      schema: {
        summary: "Data API: an account's portfolios (external ids)",
        tags,
        params: idParam,
        querystring: z.object({ ...common, dateIso: isoDate.optional() }),
        response: { 200: portfoliosFeedSchema, ...errors },
      },
    },
    async (request) => source.portfolios(await accountKey(request.params.id)),
  );

  app.get(
    `${DATA_API_PREFIX}${P.holdingDates}`,
    {
      config,
      schema: {
        summary: 'Data API: valuation dates, latest first',
        tags,
        querystring: z.object(common),
        response: { 200: datesFeedSchema, ...errors },
      },
    },
    async () => source.dates(),
  );

  app.get(
    `${DATA_API_PREFIX}${P.holdings}`,
    {
      config,
      schema: {
        summary: "Data API: a portfolio's holdings on a date",
        tags,
        params: idParam,
        querystring: z.object({ ...common, dateString: isoDate.optional() }),
        response: { 200: holdingsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(
        await source.holdings(await portfolioAccount(id), id, request.query.dateString ?? todayIso()),
      );
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.transactions}`,
    {
      config,
      schema: {
        summary: "Data API: a portfolio's transactions",
        tags,
        params: idParam,
        querystring: rangeQuery,
        response: { 200: transactionsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(await source.transactions(await portfolioAccount(id), id, range(request.query)));
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.performance}`,
    {
      config,
      schema: {
        summary: 'Data API: cumulative performance against the benchmark (id + " - B")',
        tags,
        params: idParam,
        querystring: rangeQuery.extend({
          benchmarkDiscrete: z.string().max(140).optional(),
          benchmarkCumulative: z.string().max(140).optional(),
        }),
        response: { 200: performanceFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(await source.performance(await portfolioAccount(id), id, range(request.query)));
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.charges}`,
    {
      config,
      schema: {
        summary: "Data API: a portfolio's charges",
        tags,
        params: idParam,
        querystring: rangeQuery,
        response: { 200: chargesFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(await source.charges(await portfolioAccount(id), id, range(request.query)));
    },
  );

  app.get(
    `${DATA_API_PREFIX}${P.transactionCosts}`,
    {
      config,
      schema: {
        summary: "Data API: a portfolio's transaction costs",
        tags,
        params: idParam,
        querystring: rangeQuery,
        response: { 200: transactionCostsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return found(await source.transactionCosts(await portfolioAccount(id), id, range(request.query)));
    },
  );
};
