import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsArticleSchema, newsListQuerySchema, newsPageSchema } from '@portal/domain';
import { requireViewer } from '../auth/session-plugin';
import type { Database } from '../db/client';
import { toPage } from '../http/paging';
import { errorResponses, idParam, noStore, notFound, portalParams } from '../http/route-parts';
import { findPortal } from '../portals/portal-repository';
import { findArticle, listNews } from './news-repository';

export interface NewsRouteOptions {
  db: Database;
  /** Today's date (ISO), the last publish date shown; tests fix it. */
  today?: () => string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * §2 News and insights: the portal's published posts as teasers (tag chips, pages) and one article
 * for the drawer. Posts are per portal; a portal the viewer may not open is a 404, like an unknown
 * or unpublished post (decision 16).
 */
export const newsRoutes: FastifyPluginAsyncZod<NewsRouteOptions> = async (app, options) => {
  const today = options.today ?? todayIso;
  noStore(app);

  app.get(
    '/api/portals/:portalId/news',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Teasers of the portal’s published news and insights, newest first',
        description:
          'Published, not hidden, dated today or earlier and open to the viewer (post access level). Optional tag: Advice, Insights, Product, Videos, Case studies.',
        tags: ['news'],
        params: portalParams,
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId } = request.params;
      if (!(await findPortal(options.db, viewer, portalId))) throw notFound();
      const { page, pageSize, tag: chosen } = request.query;
      const result = await listNews(
        options.db,
        viewer,
        portalId,
        { tag: chosen },
        toPage({ page, pageSize }),
        today(),
      );
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/api/portals/:portalId/news/:slug',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'One published article: sanitised HTML content, key points, video address, author',
        tags: ['news'],
        params: z.object({ portalId: idParam, slug: idParam }),
        response: { 200: newsArticleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { portalId, slug } = request.params;
      if (slug.length > 300 || !(await findPortal(options.db, viewer, portalId))) throw notFound();
      const article = await findArticle(options.db, viewer, portalId, slug, today());
      if (!article) throw notFound();
      return article;
    },
  );
};
