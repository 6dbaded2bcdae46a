import type { BrandConfig, Viewer } from '@portal/domain';
import type { Database } from '../db/client';

/** What every admin operation works with: the database (or the write's transaction), who asks, the brand. */
export interface AdminContext {
  db: Database;
  viewer: Viewer;
  brand: BrandConfig;
}

/** The same context on another connection (a transaction). */
export const within = (ctx: AdminContext, db: Database): AdminContext => ({ ...ctx, db });
