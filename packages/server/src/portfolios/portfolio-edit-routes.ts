import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  holdingEditSchema,
  recordTransactionSchema,
  translateMessage,
  type Viewer,
  portfolioEditResultSchema,
} from '@portal/domain';
import { viewerOf } from '../http/access';
import type { JobEngine } from '../jobs/job-engine';
import { AppError, errorResponseSchema } from '../http/errors';
import { requestLocale } from '../http/locale';
import { todayIso } from '../providers/provider';
import { createHolding, deleteHolding, updateHolding } from './operations/edit-holding';
import { recordTransaction, type EditTarget } from './operations/record-transaction';
import { requestRevaluation, requestRevaluationIn } from '../valuations/revaluation-jobs';
import { accountInScope, portfolioParams, type PortfolioApiOptions } from './route-context';

const tags = ['portfolios'];
const config = { access: 'professional' as const };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const holdingParams = portfolioParams.extend({ holdingId: z.string().min(1).max(64) });

/**
 * Editing holdings and transactions (§5, §8): advisors and admins, on accounts in their scope (an
 * investor gets 403 from the rule; another advisor's client 404). Only brands that keep their own data
 * in the database edit here; the others answer 409.
 */
export const portfolioEditRoutes: FastifyPluginAsyncZod<
  PortfolioApiOptions & { jobs?: JobEngine | undefined }
> = async (app, options) => {
  const db = options.database.db;

  async function target(
    request: Parameters<typeof viewerOf>[0],
    params: z.infer<typeof portfolioParams>,
  ): Promise<EditTarget> {
    if (options.provider.mode !== 'database')
      throw new AppError(409, 'editing_unavailable', 'errors.editing_unavailable');
    const account = await accountInScope(options, request, params);
    return {
      viewer: viewerOf(request) as Viewer,
      account: { id: account.id, externalId: account.externalId },
      portfolioId: params.portfolioId,
      today: todayIso(),
    };
  }

  app.post(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/transactions',
    {
      config,
      schema: {
        summary: 'Book a transaction; its holding changes in the same database transaction',
        description:
          "A sale above the held units: 400 'You only have that many units: {held}'. 'Updated holding' or 'Deleted holding'.",
        tags,
        params: portfolioParams,
        body: recordTransactionSchema,
        response: { 201: portfolioEditResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The revaluation job is queued in the booking's own transaction.
      const result = await recordTransaction(
        db,
        await target(request, request.params),
        request.body,
        (tx, portfolio) => requestRevaluationIn(options.jobs, tx, portfolio),
      );
      const key = result.deleted ? 'success.holding_deleted' : 'success.holding_updated';
      return reply.code(201).send({ message: translateMessage(key, requestLocale(request)), ...result });
    },
  );

  app.post(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings',
    {
      config,
      schema: {
        summary: 'Add a holding; booked as its purchase on its purchase date and re-valued by a job',
        tags,
        params: portfolioParams,
        body: holdingEditSchema,
        response: { 201: portfolioEditResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createHolding(db, await target(request, request.params), request.body);
      await requestRevaluation(options.jobs, db, [request.params.portfolioId]);
      return reply.code(201).send({
        message: translateMessage('success.holding_updated', requestLocale(request)),
        holdingId: result.id,
        portfolioValue: result.portfolioValue,
      });
    },
  );

  app.put(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings/:holdingId',
    {
      config,
      schema: {
        summary: "Replace a holding's fields; a change of units is booked as a transfer on the day",
        tags,
        params: holdingParams,
        body: holdingEditSchema,
        response: { 200: portfolioEditResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updateHolding(
        db,
        await target(request, request.params),
        request.params.holdingId,
        request.body,
      );
      await requestRevaluation(options.jobs, db, [request.params.portfolioId]);
      const key = result.deleted ? 'success.holding_deleted' : 'success.holding_updated';
      return {
        message: translateMessage(key, requestLocale(request)),
        holdingId: result.id,
        deleted: result.deleted,
        portfolioValue: result.portfolioValue,
      };
    },
  );

  app.delete(
    '/api/portals/:portalId/accounts/:accountId/portfolios/:portfolioId/holdings/:holdingId',
    {
      config,
      schema: {
        summary: 'Delete a holding; its units are booked out on the day',
        tags,
        params: holdingParams,
        response: { 200: portfolioEditResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await deleteHolding(db, await target(request, request.params), request.params.holdingId);
      await requestRevaluation(options.jobs, db, [request.params.portfolioId]);
      return {
        message: translateMessage('success.holding_deleted', requestLocale(request)),
        holdingId: result.id,
        deleted: true,
        portfolioValue: result.portfolioValue,
      };
    },
  );
};
