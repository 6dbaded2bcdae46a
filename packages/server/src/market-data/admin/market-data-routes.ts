import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctionResultSchema,
  instrumentListQuerySchema,
  instrumentListSchema,
  priceCorrectionSchema,
  rateCorrectionSchema,
  staleHoldingListSchema,
  staleHoldingsQuerySchema,
  translateMessage,
  type CorrectionResult,
} from '@portal/domain';
import { requireViewer } from '../../auth/session-plugin';
import type { DatabaseHandle } from '../../db/client';
import { errorResponseSchema, sendError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { todayIso } from '../../providers/provider';
import type { AfterMarketWrite } from '../imports/after-write';
import { correctPrice, correctRate } from './correct-market-data';
import { listInstruments } from './list-instruments';
import { MarketRowRefused } from './market-row-refused';
import { listStaleHoldings } from './stale-holdings';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['market-data'];
const config = { access: 'admin' as const };

export interface MarketDataRouteOptions {
  database: DatabaseHandle;
  /** Runs inside a correction's transaction when it changed market data (revaluations). */
  afterWrite?: AfterMarketWrite;
  /** Today's date (ISO); tests fix it. */
  today?: () => string;
}

/** A correction refused on a field answers 400 with that field, so the form shows it there. */
async function refusedOnField(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<CorrectionResult>,
) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MarketRowRefused)) throw error;
    const message = translateMessage(error.messageKey, requestLocale(request), error.values);
    return sendError(reply, 400, error.code, message, [{ path: error.field, message }]);
  }
}

/**
 * The admin "Market data" API (issue 13), for admins: the instruments with their latest close, the
 * company's holdings whose price is missing or stale, and audited manual corrections of a close or a
 * rate. Market data is shared by every company; the stale list is bounded to the admin's company.
 */
export const marketDataRoutes: FastifyPluginAsyncZod<MarketDataRouteOptions> = async (
  app,
  { database, afterWrite, today = todayIso },
) => {
  const { db } = database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const options = () => ({ today: today(), ...(afterWrite ? { afterWrite } : {}) });

  app.get(
    '/api/market-data/instruments',
    {
      config,
      schema: {
        summary: 'Instruments with the date and value of their latest close',
        description:
          'q: part of the symbol, name or ISIN (case-blind). Sorted by symbol; page and pageSize (≤ 100).',
        tags,
        querystring: instrumentListQuerySchema,
        response: { 200: instrumentListSchema, ...errors },
      },
    },
    async (request) => listInstruments(db, request.query),
  );

  app.get(
    '/api/market-data/stale-holdings',
    {
      config,
      schema: {
        summary: 'Holdings whose price is missing or older than five business days',
        description:
          'Holdings of the admin’s company (active portals, accounts and portfolios; units held; cash lines and properties, which the engine values without a close, aside) whose latest close is missing or dated before `cutoff`. Missing first, then the oldest.',
        tags,
        querystring: staleHoldingsQuerySchema,
        response: { 200: staleHoldingListSchema, ...errors },
      },
    },
    async (request) => listStaleHoldings(db, requireViewer(request), request.query, today()),
  );

  app.post(
    '/api/market-data/price-corrections',
    {
      config,
      schema: {
        summary: 'Set or correct an instrument’s close on a date',
        description:
          'In the instrument’s currency, with a required reason. Audited with the old and new value and who. Answers the value before (null: none), the value now and the change set (earliest changed date per symbol).',
        tags,
        body: priceCorrectionSchema,
        response: { 200: correctionResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusedOnField(request, reply, () => correctPrice(db, requireViewer(request), request.body, options())),
  );

  app.post(
    '/api/market-data/rate-corrections',
    {
      config,
      schema: {
        summary: 'Set or correct an exchange rate on a date',
        description:
          '1 from = rate to, for a pair whose rates are kept, with a required reason. Audited like a close.',
        tags,
        body: rateCorrectionSchema,
        response: { 200: correctionResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      refusedOnField(request, reply, () => correctRate(db, requireViewer(request), request.body, options())),
  );
};
