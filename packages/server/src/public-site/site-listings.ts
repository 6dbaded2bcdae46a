import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { funds, media } from '../db/schema/index';
import { fileUrl } from './published-repository';

/**
 * What the Resources and Funds page types list (§3 page types). Read with the rest of the site's
 * content (content-cache.ts), so a page of either type costs no query of its own.
 */

/** A published media item of the site's portal (§3 Media), as a Resources page lists it. */
export interface SiteResource {
  id: string;
  name: string;
  type: string | null;
  /** The file, when same-site or https (fileUrl). */
  url: string | null;
  thumbnail: string | null;
  updatedAt: string | null;
}

/** A fund of the universe (company-wide market data), as a Funds page lists it. */
export interface SiteFund {
  isin: string;
  name: string;
  currency: string | null;
  price: string | null;
  priceDate: string | null;
  /** One-year change as a percent figure ('5.2300'), as the change columns hold it. */
  change1y: string | null;
}

/** Most items a Resources or Funds page lists. */
export const SITE_LIST_MAX = 50;

/**
 * Media the back office has published (published_at set) and not deleted: only what an admin chose
 * to publish reaches the public site; the library's private documents are another table.
 */
export async function publishedResources(db: Database, portalId: string): Promise<SiteResource[]> {
  const rows = await db
    .select({
      id: media.id,
      name: media.name,
      type: media.type,
      file: media.file,
      thumbnail: media.thumbnail,
      updatedAt: media.updatedAt,
    })
    .from(media)
    .where(and(eq(media.portalId, portalId), eq(media.active, true), isNotNull(media.publishedAt)))
    .orderBy(asc(media.order), desc(media.updatedAt))
    .limit(SITE_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    url: fileUrl(row.file),
    thumbnail: fileUrl(row.thumbnail),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}

/** The active funds of the universe in name order. */
export async function siteFunds(db: Database): Promise<SiteFund[]> {
  return db
    .select({
      isin: funds.isin,
      name: funds.name,
      currency: funds.currency,
      price: funds.price,
      priceDate: funds.priceDate,
      change1y: funds.change1y,
    })
    .from(funds)
    .where(eq(funds.active, true))
    .orderBy(asc(funds.name))
    .limit(SITE_LIST_MAX);
}
