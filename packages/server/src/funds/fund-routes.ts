import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fundDetailsSchema,
  fundDocumentsSchema,
  fundFavouriteSchema,
  fundListQuerySchema,
  fundListSchema,
  fundPeriodReturns,
  fundPricesQuerySchema,
  fundPricesSchema,
  type Viewer,
} from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { viewerOf } from '../http/access';
import { AppError, errorResponseSchema } from '../http/errors';
import { findPortal } from '../portals/portal-repository';
import type { FundFeeds } from './feeds/fund-feed';
import { findFund, setFavourite, type FundRow } from './fund-repository';
import type { FundSearchSource } from './search/fund-search-source';
import { registerSpotlightRoute } from './spotlight/spotlight-route';

export interface FundRouteOptions {
  database: DatabaseHandle;
  /** Where the explorer searches: our funds table, or the configured search service. */
  search: FundSearchSource;
  /** The §7 fund-data feeds the details, prices and documents read (our own database by default). */
  feeds: FundFeeds;
}

const portalParams = z.object({ portalId: z.string().max(64) });
/** A fund's uuid, or its ISIN (the fund page finds a holding's fund by ISIN). */
const fundParams = portalParams.extend({ fundId: z.string().max(64) });
const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
/** A fund-data feed that failed (502) or did not answer (503): the general technical error. */
const feedErrors = { ...errors, 502: errorResponseSchema, 503: errorResponseSchema };

/**
 * The signed-in viewer when they may open the portal (§6: any user of it); an unknown portal or one
 * out of reach is a 404, like every portal route, so existence does not leak.
 */
async function portalViewer(database: DatabaseHandle, request: FastifyRequest, portalId: string) {
  const viewer = viewerOf(request);
  if (!viewer) throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  if (!(await findPortal(database.db, viewer, portalId))) throw notFound();
  return viewer;
}

async function fundInPortal(
  database: DatabaseHandle,
  request: FastifyRequest,
  params: z.infer<typeof fundParams>,
): Promise<{ viewer: Viewer; fund: FundRow }> {
  const viewer = await portalViewer(database, request, params.portalId);
  const fund = await findFund(database.db, viewer, params.fundId);
  if (!fund) throw notFound();
  return { viewer, fund };
}

/**
 * §2 Investments explorer and fund details (§7 fund by ISIN: price, currency, size, changes over the
 * periods, code and name): search and filters, details with the period returns computed by the
 * engine from the fund's closes, its price series, its documents and the viewer's favourites.
 */
export const fundRoutes: FastifyPluginAsyncZod<FundRouteOptions> = async (
  app,
  { database, search, feeds },
) => {
  const { db } = database;

  app.get(
    '/api/portals/:portalId/funds',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Search the fund universe',
        description:
          'q: words starting the name, or the ISIN (or its start). Filters: category, region, currency (GBP includes GBX), esgMin (1-10), favourites=only. Sort by name, size or ESG rating; top: only the first N. Facets: counts per category, currency and region, each without its own filter. 502 when the configured search service cannot answer.',
        tags: ['funds'],
        params: portalParams,
        querystring: fundListQuerySchema,
        response: { 200: fundListSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await portalViewer(database, request, request.params.portalId);
      const result = await search.search(viewer, request.params.portalId, request.query);
      reply.header('cache-control', 'no-store');
      return { ...result, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  registerSpotlightRoute(app, database, portalViewer);

  app.get(
    '/api/portals/:portalId/funds/:fundId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A fund's details and its returns over 1D, 3M, 1Y, 3Y, 5Y, All and YTD",
        description:
          'fundId is the uuid or the ISIN. A period the closes cannot give is {value: null, reason}, never 0.',
        tags: ['funds'],
        params: fundParams,
        response: { 200: fundDetailsSchema, ...feedErrors },
      },
    },
    async (request, reply) => {
      const { viewer, fund } = await fundInPortal(database, request, request.params);
      const { instrumentId: _instrumentId, ...details } = fund;
      const ref = { isin: fund.isin, fundCode: fund.fundCode };
      const [quote, history, documents] = await Promise.all([
        feeds.data.fund(ref),
        feeds.data.performance(ref),
        feeds.factsheets.count(ref, { viewer, portalId: request.params.portalId, fundId: fund.id }),
      ]);
      const closes = history.entries;
      const last = closes[closes.length - 1];
      reply.header('cache-control', 'no-store');
      return {
        ...details,
        // The feed's quote where it has one; the universe's own row where it does not.
        name: quote?.fundName ?? details.name,
        fundCode: quote?.fundCode ?? details.fundCode,
        currency: quote?.currency ?? details.currency,
        size: quote?.size ?? details.size,
        // The latest close when the fund has a price history; the quote otherwise.
        price: last?.price ?? quote?.price ?? details.price,
        priceDate: last?.date ?? (quote ? quote.priceDate : details.priceDate),
        hasPrices: closes.length > 1,
        documents,
        performance: fundPeriodReturns(closes),
      };
    },
  );

  app.get(
    '/api/portals/:portalId/funds/:fundId/prices',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A fund's closes over a range, for its price chart",
        description: 'From the close the range is measured from to the last close; empty without a history.',
        tags: ['funds'],
        params: fundParams,
        querystring: fundPricesQuerySchema,
        response: { 200: fundPricesSchema, ...feedErrors },
      },
    },
    async (request, reply) => {
      const { fund } = await fundInPortal(database, request, request.params);
      const { range } = request.query;
      const ref = { isin: fund.isin, fundCode: fund.fundCode };
      const [quote, points] = await Promise.all([feeds.data.fund(ref), feeds.data.prices(ref, range)]);
      reply.header('cache-control', 'no-store');
      return { range, currency: quote?.currency ?? fund.currency, points };
    },
  );

  app.get(
    '/api/portals/:portalId/funds/:fundId/documents',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A fund's documents in this portal (factsheet, KIID, prospectus…)",
        description:
          "Those the library lets the viewer read, each linking to the library download; with a factsheet feed configured, then the feed's factsheets (external: true), each linking to its public address there.",
        tags: ['funds'],
        params: fundParams,
        response: { 200: fundDocumentsSchema, ...feedErrors },
      },
    },
    async (request, reply) => {
      const { viewer, fund } = await fundInPortal(database, request, request.params);
      const ref = { isin: fund.isin, fundCode: fund.fundCode };
      const items = await feeds.factsheets.documents(ref, {
        viewer,
        portalId: request.params.portalId,
        fundId: fund.id,
      });
      reply.header('cache-control', 'no-store');
      return { items };
    },
  );

  for (const [method, favourite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/portals/:portalId/funds/:fundId/favourite',
      config: { access: 'authenticated' },
      schema: {
        summary: favourite ? 'Mark a fund as a favourite of mine' : 'Remove a fund from my favourites',
        description: 'Per user; idempotent.',
        tags: ['funds'],
        params: fundParams,
        response: { 200: fundFavouriteSchema, ...errors },
      },
      handler: async (request) => {
        const { viewer, fund } = await fundInPortal(database, request, request.params);
        await setFavourite(db, viewer.userId, fund.id, favourite);
        return { favourite };
      },
    });
  }
};
