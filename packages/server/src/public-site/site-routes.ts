import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  POST_TAGS,
  publishedAccess,
  SITE_CHANNEL_COOKIE,
  SITE_CHANNEL_COOKIE_MAX_AGE_S,
  type BrandConfig,
  type PostTag,
} from '@portal/domain';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { registerContactRoutes } from './contact/contact-routes';
import type { NotFoundFallback } from '../http/errors';
import type { Html } from './html';
import { documentHtml, headOf, t, type PageHead, type SiteFrame } from './layout';
import type { SiteContent, SiteContentSource } from './content-cache';
import { SITE_SCRIPT, SITE_STYLES, COOKIES_ACCEPTED } from './site-assets';
import { trackSitePage } from '../tracking/track-site-page';
import { bySlug, homeOf, ofChannel, readable, siteMapOf, siteVisit, type SiteVisit } from './site-service';
import {
  clientsBody,
  errorBody,
  pageBody,
  postBody,
  postListBody,
  signInBody,
  teamBody,
  tagPath,
} from './views';

export interface PublicSiteOptions {
  db: Database;
  brand: BrandConfig;
  publicUrl: string;
  /** Serves the SPA's index.html (the sign-in dialog, ?logout); absent when the web app is not built. */
  sendShell?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  content: SiteContentSource;
  /** Sends the contact form's mail (issue 17 item 4). */
  mailer: Mailer;
}

const POSTS_PER_PAGE = 12;
/** First path segments the single-page app owns (its routes, §2), which the public site leaves alone. */
const APP_SEGMENTS = ['verify-email', 'assets', 'api'];

/**
 * The public marketing site (issue 17), server-rendered HTML for brands whose `publicSite` is on:
 * `/`, each published page at `/{slug}`, posts at `/posts` (tag pages `/posts/tag/{tag}`, one post
 * at `/posts/{slug}`), `/team` and `/clients`. Returns the not-found fallback that answers page
 * slugs and the §2 error page; the app's own routes fall through to the next fallback (the SPA).
 */
export async function registerPublicSite(
  app: FastifyInstance,
  options: PublicSiteOptions,
): Promise<NotFoundFallback> {
  const { db, brand } = options;
  const appSegments = new Set([
    ...APP_SEGMENTS,
    ...brand.routes.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== ''),
  ]);

  for (const asset of [SITE_SCRIPT, SITE_STYLES])
    app.get(asset.path, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body),
    );

  /** Loads the visit and its frame, then sends what `body` makes of them. */
  const page =
    (body: (ctx: PageContext) => Promise<Rendered>) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const path = request.url.split('?')[0]!;
      const query = request.query as Record<string, unknown>;
      // §2 channel switcher: `?channel=NAME` keeps the channel for a month, `?channel=` resets it;
      // then back to the same address without the query (same-site: a path, never `//host`).
      if (typeof query.channel === 'string') {
        const cookie = { path: '/', sameSite: 'lax' as const, httpOnly: false };
        if (query.channel === '') reply.clearCookie(SITE_CHANNEL_COOKIE, cookie);
        else
          reply.setCookie(SITE_CHANNEL_COOKIE, query.channel.slice(0, 60), {
            ...cookie,
            maxAge: SITE_CHANNEL_COOKIE_MAX_AGE_S,
          });
        return reply.redirect(path.startsWith('//') ? '/' : path, 303);
      }
      const visit = await siteVisit(request, db, brand, options.content);
      const pages = visit ? visit.content.pages : [];
      const send = async (answer: GuestPage) => {
        if (visit && answer.status === 200)
          await trackSitePage(db, {
            portalId: visit.portal.id,
            userId: visit.viewer?.userId ?? null,
            path,
            title: answer.title,
          });
        return reply
          .code(answer.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie')
          .send(answer.body);
      };
      // A guest's page depends only on the content, the address, the language and the notice.
      const guestKey =
        visit && !visit.viewer
          ? `${visit.locale} ${request.cookies?.[COOKIES_ACCEPTED] === 'true'} ${visit.channel ?? ''} ${request.url}`
          : undefined;
      const guestPages = visit && guestKey ? guestCache(visit.content) : undefined;
      const hit = guestKey ? guestPages?.get(guestKey) : undefined;
      if (hit) return send(hit);
      const frame: SiteFrame = {
        locale: visit?.locale ?? brand.defaultLocale,
        siteName: visit?.portal.name ?? brand.displayName,
        publicUrl: options.publicUrl,
        siteMap: siteMapOf(pages, visit?.viewer ?? null, visit?.channel ?? null),
        currentPath: path,
        viewer: visit?.viewer ?? null,
        cookiesAccepted: request.cookies?.[COOKIES_ACCEPTED] === 'true',
        print: 'print' in query,
        channels: visit?.channels ?? [],
        channel: visit?.channel ?? null,
        fallbackImage: visit?.content.portal.logo ?? null,
      };
      const rendered = visit
        ? await body({ visit, frame, pages, path, request, reply })
        : { status: 404 as const };
      const status = rendered.status ?? 200;
      const head: PageHead =
        'head' in rendered
          ? withSiteDescription(rendered.head, visit ? homeOf(readable(pages, visit.viewer)) : undefined)
          : {
              title: status === 404 ? t(frame, 'errors.not_found') : t(frame, 'publicSite.sign_in_title'),
              description: null,
              canonicalPath: path,
              image: null,
            };
      const main =
        'main' in rendered
          ? rendered.main
          : status === 401
            ? signInBody(frame, path)
            : errorBody(frame, status);
      // Encoded once: a cached page is then written as it is, with no string-to-bytes copy a request.
      const built: GuestPage = {
        status,
        body: Buffer.from(documentHtml(frame, head, main)),
        title: head.title,
      };
      if (guestKey && guestPages && guestPages.size < GUEST_PAGES_MAX && !('private' in rendered))
        guestPages.set(guestKey, built);
      return send(built);
    };

  const home = page(async ({ visit, frame, pages }) => {
    const landing = homeOf(readable(pages, visit.viewer));
    const posts = ofChannel(readable(visit.content.posts, visit.viewer), visit.channel);
    if (!landing)
      return {
        head: headOf(frame.siteName, null, '/', null),
        main: postListBody(frame, frame.siteName, posts.slice(0, 3), { page: 1, pages: 1, base: '/' }),
      };
    return {
      head: headOf(landing.title, landing.description ?? landing.summary, '/', landing.socialImage),
      main: pageBody(frame, landing, extrasOf(visit)),
    };
  });

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    // The sign-in dialog (?action=login …) and §2 ?logout are the app's; the rest is the site.
    const query = request.query as Record<string, unknown>;
    if (('action' in query || 'logout' in query) && options.sendShell)
      return options.sendShell(request, reply);
    return home(request, reply);
  });

  const postList = (tag: PostTag | null) =>
    page(async ({ visit, frame, request }) => {
      const all = ofChannel(readable(visit.content.posts, visit.viewer), visit.channel);
      const posts = tag ? all.filter((p) => p.tags.includes(tag)) : all;
      const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
      const n = Number((request.query as { page?: string }).page ?? 1);
      if (!Number.isInteger(n) || n < 1 || n > pages) return { status: 404 };
      const base = tag ? tagPath(tag) : '/posts';
      const title = tag ? t(frame, 'publicSite.posts_tagged', { tag }) : t(frame, 'publicSite.posts');
      return {
        head: headOf(title, null, n > 1 ? `${base}?page=${n}` : base, null),
        main: postListBody(frame, title, posts.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE), {
          page: n,
          pages,
          base,
        }),
      };
    });

  app.get('/posts', { schema: { hide: true } }, postList(null));
  const byTag = new Map(POST_TAGS.map((tag) => [tag, postList(tag)]));
  const noSuchTag = page(async () => ({ status: 404 }));
  app.get('/posts/tag/:tag', { schema: { hide: true } }, async (request, reply) => {
    const { tag } = request.params as { tag: string };
    return (byTag.get(tag as PostTag) ?? noSuchTag)(request, reply);
  });

  app.get(
    '/posts/:slug',
    { schema: { hide: true } },
    page(async ({ visit, frame, request }) => {
      const { slug } = request.params as { slug: string };
      const found = bySlug(visit.content.posts, slug);
      const access = found ? publishedAccess(found.facts, visit.viewer) : 'none';
      if (!found || access === 'none') return { status: 404 };
      if (access === 'sign-in') return { status: 401 };
      const post = found.item;
      return { head: headOf(post.name, post.summary, post.path, post.image), main: postBody(frame, post) };
    }),
  );

  app.get(
    '/team',
    { schema: { hide: true } },
    page(async ({ visit, frame }) => ({
      head: headOf(t(frame, 'publicSite.team'), null, '/team', null),
      main: teamBody(frame, visit.content.people),
    })),
  );
  app.get(
    '/clients',
    { schema: { hide: true } },
    page(async ({ visit, frame }) => ({
      head: headOf(t(frame, 'publicSite.clients'), null, '/clients', null),
      main: clientsBody(frame, visit.content.clients),
    })),
  );

  const slugPage = page(async ({ visit, frame, pages, path }) => {
    const slug = safeDecode(path.slice(1));
    const found = slug === null ? undefined : bySlug(pages, slug);
    const access = found ? publishedAccess(found.facts, visit.viewer) : 'none';
    if (!found || access === 'none') return { status: 404 };
    if (access === 'sign-in') return { status: 401 };
    const item = found.item;
    // The home page is also served at its slug; its address for search engines is `/`.
    const canonical = homeOf(readable(pages, visit.viewer)) === item ? '/' : item.path;
    return {
      head: headOf(item.title, item.description ?? item.summary, canonical, item.socialImage),
      main: pageBody(frame, item, extrasOf(visit)),
    };
  });
  const notFoundPage = page(async () => ({ status: 404 }));
  await registerContactRoutes(app, { ...options, page });

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0]!;
    const first = path.split('/')[1] ?? '';
    if (appSegments.has(first)) return false;
    await (/^\/[^/]+$/.test(path) ? slugPage : notFoundPage)(request, reply);
    return true;
  };
}

interface GuestPage {
  status: number;
  body: Buffer;
  /** The usage tracker's action name of the page. */
  title: string;
}

/**
 * Pages rendered for guests, per content snapshot (so a new read of the content starts afresh and
 * the old entries go with it). Bounded: addresses are the visitor's choice, 404s included.
 */
const GUEST_PAGES_MAX = 1000;
const guestPagesOf = new WeakMap<SiteContent, Map<string, GuestPage>>();
function guestCache(content: SiteContent): Map<string, GuestPage> {
  let pages = guestPagesOf.get(content);
  if (!pages) guestPagesOf.set(content, (pages = new Map()));
  return pages;
}

export interface PageContext {
  visit: SiteVisit;
  frame: SiteFrame;
  pages: SiteVisit['content']['pages'];
  path: string;
  request: FastifyRequest;
  reply: FastifyReply;
}
/** A page's head and body (`private`: per visitor, never kept for other guests), or an error page. */
export type Rendered =
  { head: PageHead; main: Html; status?: number; private?: true } | { status: 401 | 404 };

/** What a page's type lists below it (views.ts picks by type): posts of the visitor's channel and more. */
function extrasOf(visit: SiteVisit) {
  return {
    posts: ofChannel(readable(visit.content.posts, visit.viewer), visit.channel),
    clients: visit.content.clients,
    resources: visit.content.resources,
    funds: visit.content.funds,
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A listing (posts, a tag, team, clients) has no description of its own: the home page's says what
 * the site is, so search results and link previews get a sentence rather than none.
 */
function withSiteDescription(
  head: PageHead,
  home: { description: string | null; summary: string | null } | undefined,
): PageHead {
  if (head.description || !home) return head;
  const description = home.description ?? home.summary;
  return description ? { ...head, description: description.slice(0, 150) } : head;
}
