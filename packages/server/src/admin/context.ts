import type { BrandConfig, Viewer } from '@portal/domain';
import type { Database } from '../db/client';
import type { CompanyPortalIds } from './company-portals';

/** What every admin operation works with: the database (or the write's transaction), who asks, the brand. */
export interface AdminContext {
  db: Database;
  viewer: Viewer;
  brand: BrandConfig;
  /** The company's portals as this process keeps them (decision 119); read each time without. */
  portalIds?: CompanyPortalIds;
}

/** The same context on another connection (a transaction). */
export const within = (ctx: AdminContext, db: Database): AdminContext => ({ ...ctx, db });
