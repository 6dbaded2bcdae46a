import type { FastifyRequest } from 'fastify';
import {
  chosenChannel,
  inChannel,
  listedInSiteMap,
  SITE_CHANNEL_COOKIE,
  siteChannels,
  publishedAccess,
  type BrandConfig,
  type Locale,
  type MaybeViewer,
  type PublishedPage,
} from '@portal/domain';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions/index';

import type { Database } from '../db/client';
import { pickLocale } from '../http/locale';
import { findPortal } from '../portals/portal-repository';
import type { SiteContent, SiteContentSource } from './content-cache';
import type { Published } from './published-repository';

/**
 * The public site as one visitor sees it: the site's portal, the visitor (a signed-in user counts
 * only when they may open that portal — another company's user reads it as a guest, so an
 * 'authenticated' page never crosses companies), and their language.
 */
export interface SiteVisit {
  portal: { id: string; name: string };
  content: SiteContent;
  viewer: MaybeViewer;
  locale: Locale;
  /** §2 channel switcher: the portal's channels, and the visitor's (the channel cookie) or null. */
  channels: string[];
  channel: string | null;
}

/** The visitor of a page outside /api (where the session plugin does not run) or of the API. */
async function sessionViewer(
  request: FastifyRequest,
  db: Database,
  brand: BrandConfig,
): Promise<MaybeViewer> {
  if (request.viewer) return request.viewer;
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const resolved = await resolveSession(db, token, {
    now: new Date(),
    inactivityMs: brand.inactivityLogoutMs,
    fallbackLocale: brand.defaultLocale,
  });
  return resolved.status === 'active' ? resolved.viewer : null;
}

export async function siteVisit(
  request: FastifyRequest,
  db: Database,
  brand: BrandConfig,
  source: SiteContentSource,
): Promise<SiteVisit | null> {
  const content = await source();
  if (!content) return null;
  const portal = content.portal;
  const signedIn = await sessionViewer(request, db, brand);
  const viewer = signedIn && (await findPortal(db, signedIn, portal.id)) ? signedIn : null;
  const wanted = viewer?.locale ?? pickLocale(request.headers['accept-language']);
  const locale = brand.locales.includes(wanted) ? wanted : brand.defaultLocale;
  const channels = channelsOf(content);
  const channel = chosenChannel(request.cookies?.[SITE_CHANNEL_COOKIE], channels);
  return { portal, content, viewer, locale, channels, channel };
}

/** The channels the content names, worked out once per content snapshot. */
const channelsByContent = new WeakMap<SiteContent, string[]>();
function channelsOf(content: SiteContent): string[] {
  let channels = channelsByContent.get(content);
  if (!channels) {
    channels = siteChannels([...content.pages.map((p) => p.item), ...content.posts.map((p) => p.item)]);
    channelsByContent.set(content, channels);
  }
  return channels;
}

/** The items of the visitor's channel (and those of every channel), for the lists and site map. */
export function ofChannel<T extends { channel: string | null }>(items: T[], channel: string | null): T[] {
  return channel === null ? items : items.filter((item) => inChannel(item, channel));
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

export function readable<T>(items: Published<T>[], viewer: MaybeViewer): T[] {
  return items.filter((p) => publishedAccess(p.facts, viewer) === 'open').map((p) => p.item);
}

/** §2 header: visible published pages sorted by order, secure ones hidden while signed out. */
export function siteMapOf(
  pages: Published<PublishedPage>[],
  viewer: MaybeViewer,
  channel: string | null = null,
) {
  return pages
    .filter((p) => listedInSiteMap(p.facts, viewer) && inChannel(p.item, channel))
    .map(({ item }) => ({ name: item.name, path: item.path, page: item }));
}

/** The home page: the first Landing page a visitor may read, else the first readable page. */
export function homeOf(pages: PublishedPage[]): PublishedPage | undefined {
  return pages.find((p) => p.type === 'Landing') ?? pages[0];
}

/** A page or post by slug (or id), with what the visitor gets of it. */
export function bySlug<T extends { slug: string; id: string }>(items: Published<T>[], slug: string) {
  return items.find((p) => p.item.slug === slug) ?? items.find((p) => p.item.id === slug);
}
