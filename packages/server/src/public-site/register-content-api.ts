import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import type { SiteContentSource } from './content-cache';
import { contentRoutes } from './content-routes';

/**
 * The published content API, where the brand has a public site (issue 17). Elsewhere a signed-in
 * user of one company could read another's 'authenticated' pages through the site's portal.
 */
export async function registerPublicContentApi(
  app: FastifyInstance,
  options: { database: DatabaseHandle; brand: BrandConfig; content: SiteContentSource },
): Promise<void> {
  if (options.brand.publicSite)
    await app.register(contentRoutes, {
      db: options.database.db,
      brand: options.brand,
      content: options.content,
    });
}
