import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  privateEquityAccountValuesFeedSchema,
  privateEquityHoldingsFeedSchema,
  privateEquityProductsFeedSchema,
} from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { pageQuerySchema, toPage } from '../http/paging';
import { PRIVATE_EQUITY_PATHS as P, PRIVATE_EQUITY_PREFIX } from './api/data-api-paths';
import { privateEquityReader } from './data-api-private-equity';
import { dataApiKeys, found } from './data-api-keys';
import {
  DATA_API_PREFIX,
  commonQuery,
  dataApiConfig as config,
  dataApiErrors as errors,
  idParam,
  isoDate,
} from './data-api-query';
import { createDatabaseSource } from './database/database-source';
import { todayIso } from './provider';

const base = `${DATA_API_PREFIX}${PRIVATE_EQUITY_PREFIX}`;
const tags = ['data-api'];
const dated = z.object({ ...commonQuery, dateIso: isoDate.optional() });

/**
 * The partners' private-equity host (§7 "on another host"), served by our server under
 * `/api/data-api/pe` from our tables so a partners install can point DATA_API_PE_URL here. Rule
 * `service` like the rest of the Data API; private equity is the domain's isPrivateEquity.
 */
export const privateEquityRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const source = createDatabaseSource(database.db, { keys: 'external' });
  const reader = privateEquityReader(database.db, source);
  const { portfolioAccount } = dataApiKeys(database.db);

  app.get(
    `${base}${P.products}`,
    {
      config,
      schema: {
        summary: 'Private-equity host: the private-equity products held, by symbol',
        tags,
        querystring: z.object(commonQuery),
        response: { 200: privateEquityProductsFeedSchema, ...errors },
      },
    },
    async () => reader.products(),
  );

  app.get(
    `${base}${P.portfolioHoldings}`,
    {
      config,
      schema: {
        summary: "Private-equity host: a portfolio's private-equity lines on a date",
        tags,
        params: idParam,
        querystring: dated,
        response: { 200: privateEquityHoldingsFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const key = await portfolioAccount(id);
      return found(await reader.portfolioHoldings(key, id, request.query.dateIso ?? todayIso()));
    },
  );

  app.get(
    `${base}${P.accountValues}`,
    {
      config,
      schema: {
        summary: "Private-equity host: accounts' private-equity values per portfolio, a page of accounts",
        tags,
        querystring: pageQuerySchema.extend(dated.shape),
        response: { 200: privateEquityAccountValuesFeedSchema, ...errors },
      },
    },
    async (request) => reader.accountValues(toPage(request.query), request.query.dateIso ?? todayIso()),
  );
};
