import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_TABS,
  analyticsQuerySchema,
  analyticsSummarySchema,
  analyticsTabQuerySchema,
  analyticsTabSchema,
  type BrandConfig,
} from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { errorResponses, noStore, notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import { analyticsContext, analyticsSummary } from './analytics-service';
import { analyticsTab } from './analytics-tabs';

const DESCRIPTION =
  'Professionals of the portal (investors 403; a portal of another company 404). Only the registered ' +
  'clients of accounts the viewer may read are counted: an advisor his own clients, an admin all.';

const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  noStore(app);

  /** The portal, or 404: not the viewer's company (or not a uuid) reads as not found. */
  async function portalOf(
    request: { params: { portalId: string } },
    viewer: ReturnType<typeof requireViewer>,
  ) {
    const portal = await findPortal(db, viewer, request.params.portalId);
    if (!portal) throw notFound();
    return portal.id;
  }

  app.get(
    '/api/portals/:portalId/analytics',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'Portal usage analytics: KPIs, daily series, most engaged (§2 Analytics)',
        description: DESCRIPTION,
        tags: ['analytics'],
        params: portalParams,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const portalId = await portalOf(request, viewer);
      return analyticsSummary(await analyticsContext(db, viewer, portalId, request.query));
    },
  );

  app.get(
    '/api/portals/:portalId/analytics/:analyticsTab',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'One analytics tab: users, groups, content, documents (paged) or events (cursor)',
        description: DESCRIPTION,
        tags: ['analytics'],
        params: portalParams.extend({
          analyticsTab: z.enum(ANALYTICS_TABS, { error: 'validation.invalid_input' }),
        }),
        querystring: analyticsTabQuerySchema,
        response: { 200: analyticsTabSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const portalId = await portalOf(request, viewer);
      const { page, pageSize, cursor, ...query } = request.query;
      const context = await analyticsContext(db, viewer, portalId, query);
      return analyticsTab(context, request.params.analyticsTab, { page, pageSize, cursor });
    },
  );
};

/** Analytics, where the brand's analytics switch is on (§2 navigation switches). */
export async function registerAnalyticsApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig },
): Promise<void> {
  if (options.brand.navSwitches.analytics) await app.register(analyticsRoutes, { db: options.database.db });
}
