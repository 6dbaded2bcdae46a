import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../auth/session-plugin';
import type { Database } from '../db/client';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import {
  modelSimulationSchema,
  riskComparisonAnswerSchema,
  riskComparisonSchema,
  simulatorModelsSchema,
} from '@portal/domain';
import { parseOrThrow } from '../http/validation';
import { companyPortal } from '../portals/settings/company-portal';
import { readRiskComparison, saveRiskComparison } from './risk-comparison-repository';
import { listModels, simulateModelOf } from './simulator-repository';

export interface SimulatorRouteOptions {
  db: Database;
}

/**
 * §2 Strategy simulator: the portal's tactical model portfolios and each one's simulated returns.
 * The questionnaire is scored in the browser by the domain's pure rules and its answers are not
 * sent or stored; only the recommended model is asked for.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<SimulatorRouteOptions> = async (app, options) => {
  noStore(app);

  app.get(
    '/api/portals/:portalId/simulator/models',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The portal’s model portfolios with stock exposure band, asset-class mix and risk profile',
        tags: ['simulator'],
        params: portalParams,
        response: { 200: simulatorModelsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      if (!(await findPortal(options.db, viewer, portalId))) throw notFound();
      return { items: await listModels(options.db, portalId) };
    },
  );

  app.get(
    '/api/portals/:portalId/simulator/models/:modelId/simulation',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Simulated monthly returns of a model portfolio, with discrete and calendar-year returns',
        description:
          'The model’s asset-class weights over equal-weighted asset-class returns of the market’s instruments, rebalanced monthly (engine simulatedReturns), against the risk profile’s IA benchmark.',
        tags: ['simulator'],
        params: z.object({ portalId: idParam, modelId: idParam }),
        response: { 200: modelSimulationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, modelId } = request.params;
      if (!(await findPortal(options.db, viewer, portalId))) throw notFound();
      const simulation = await simulateModelOf(options.db, portalId, modelId);
      if (!simulation) throw notFound();
      return simulation;
    },
  );

  app.get(
    '/api/portals/:portalId/simulator/risk-comparison',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'The portal’s risk comparison data: asset classes and sectors, weights per risk level',
        description:
          '§7 risk comparison data, shown by the strategy simulator: each asset class and its sectors with one weight (percent) per risk level. Empty lists where the portal has none.',
        tags: ['simulator'],
        params: portalParams,
        response: { 200: riskComparisonAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      if (!(await findPortal(options.db, viewer, portalId))) throw notFound();
      return readRiskComparison(options.db, portalId);
    },
  );

  app.put(
    '/api/portals/:portalId/simulator/risk-comparison',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Replace the portal’s risk comparison data',
        description:
          'Company admins of the portal’s company (another company’s portal is 404, before the body is read). Validated with the domain’s riskComparisonSchema: one weight per level, levels 1-10 ascending, classes at most 100 per level and sectors at most their class.',
        tags: ['simulator'],
        params: portalParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: riskComparisonAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      await companyPortal(options.db, viewer, portalId);
      const data = parseOrThrow(riskComparisonSchema, request.body);
      await saveRiskComparison(options.db, viewer, portalId, data, new Date());
      return readRiskComparison(options.db, portalId);
    },
  );
};
