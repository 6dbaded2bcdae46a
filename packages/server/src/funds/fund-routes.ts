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
import {
  closesInRange,
  closesOf,
  countFundDocuments,
  findFund,
  fundDocuments,
  setFavourite,
  type FundRow,
} from './fund-repository';
import type { FundSearchSource } from './search/fund-search-source';
import { registerSpotlightRoute } from './spotlight/spotlight-route';

export interface FundRouteOptions {
  database: DatabaseHandle;
  /** Where the explorer searches: our funds table, or the configured search service. */
  search: FundSearchSource;
}

const portalParams = z.object({ portalId: z.string().max(64) });
/** A fund's uuid, or its ISIN (the fund page finds a holding's fund by ISIN). */
const fundParams = portalParams.extend({ fundId: z.string().max(64) });
const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

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
export const fundRoutes: FastifyPluginAsyncZod<FundRouteOptions> = async (app, { database, search }) => {
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
        response: { 200: fundDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, fund } = await fundInPortal(database, request, request.params);
      const { instrumentId, ...details } = fund;
      const [closes, documents] = await Promise.all([
        instrumentId ? closesOf(db, instrumentId) : Promise.resolve([]),
        countFundDocuments(db, viewer, request.params.portalId, fund.id),
      ]);
      const last = closes[closes.length - 1];
      reply.header('cache-control', 'no-store');
      return {
        ...details,
        // The latest close when the fund has a price history; the universe's own quote otherwise.
        price: last?.price ?? details.price,
        priceDate: last?.date ?? details.priceDate,
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
        response: { 200: fundPricesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fund } = await fundInPortal(database, request, request.params);
      const { range } = request.query;
      const points = fund.instrumentId ? await closesInRange(db, fund.instrumentId, range) : [];
      reply.header('cache-control', 'no-store');
      return { range, currency: fund.currency, points };
    },
  );

  app.get(
    '/api/portals/:portalId/funds/:fundId/documents',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A fund's documents in this portal (factsheet, KIID, prospectus…)",
        description: 'Only those the library lets the viewer read; each links to the library download.',
        tags: ['funds'],
        params: fundParams,
        response: { 200: fundDocumentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, fund } = await fundInPortal(database, request, request.params);
      const { portalId } = request.params;
      const rows = await fundDocuments(db, viewer, portalId, fund.id);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          url: `/api/portals/${encodeURIComponent(portalId)}/library/documents/${row.id}/file`,
        })),
      };
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
