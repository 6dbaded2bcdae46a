import type { FastifyInstance } from 'fastify';
import { translateMessage, type BrandConfig, type Locale } from '@portal/domain';
import { escapeHtml } from './html';
import type { SiteContentSource } from './content-cache';
import { homeOf, readable, siteMapOf } from './site-service';

export interface SeoRouteOptions {
  brand: BrandConfig;
  publicUrl: string;
  content: SiteContentSource;
}

interface SiteUrl {
  path: string;
  title: string;
  type: string;
  updated: string | null;
}

/**
 * What a crawler may read: the site as a guest sees it (public, published, not hidden), so these
 * answers are the same for everyone and may be cached for a few minutes.
 */
export async function guestUrls(
  source: SiteContentSource,
  locale: Locale,
): Promise<{ name: string | null; urls: SiteUrl[]; map: { name: string; path: string }[] }> {
  const content = await source();
  if (!content) return { name: null, urls: [], map: [] };
  const { portal, pages, posts } = content;
  const openPages = readable(pages, null);
  const home = homeOf(openPages);
  const urls: SiteUrl[] = [
    { path: '/', title: home?.title ?? portal.name, type: 'home', updated: home?.publishedAt ?? null },
    ...openPages
      .filter((p) => p !== home)
      .map((p) => ({
        path: p.path,
        title: p.title,
        type: `page:${p.type ?? 'Landing'}`,
        updated: p.publishedAt,
      })),
    { path: '/posts', title: translateMessage('publicSite.posts', locale), type: 'posts', updated: null },
    ...readable(posts, null).map((p) => ({
      path: p.path,
      title: p.name,
      type: 'post',
      updated: p.publishedAt,
    })),
    { path: '/team', title: translateMessage('publicSite.team', locale), type: 'team', updated: null },
    {
      path: '/clients',
      title: translateMessage('publicSite.clients', locale),
      type: 'clients',
      updated: null,
    },
  ];
  return { name: portal.name, urls, map: siteMapOf(pages, null).map(({ name, path }) => ({ name, path })) };
}

const CACHE = 'public, max-age=300';

/** `/sitemap.xml`, `/robots.txt`, `/site.json` and `/reports/sitemap.json` (§7, issue 17). */
export async function registerSeoRoutes(app: FastifyInstance, options: SeoRouteOptions): Promise<void> {
  const base = options.publicUrl.replace(/\/$/, '');
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dashboard/',
          'Disallow: /admin/',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const { urls } = await guestUrls(options.content, options.brand.defaultLocale);
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls
        .map(
          (u) =>
            `  <url><loc>${escapeHtml(base + u.path)}</loc>${u.updated ? `<lastmod>${escapeHtml(u.updated.slice(0, 10))}</lastmod>` : ''}</url>\n`,
        )
        .join('') +
      '</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  // §7 static variant: the site's description and its report of every public address.
  app.get('/site.json', hide, async (_request, reply) => {
    const { name, map } = await guestUrls(options.content, options.brand.defaultLocale);
    return reply.header('cache-control', CACHE).send({
      name: name ?? options.brand.displayName,
      url: base,
      brand: options.brand.id,
      defaultLocale: options.brand.defaultLocale,
      locales: options.brand.locales,
      navigation: map,
      links: {
        login: '/login',
        signup: '/signup',
        sitemap: '/sitemap.xml',
        posts: '/posts',
        team: '/team',
        clients: '/clients',
      },
    });
  });

  app.get('/reports/sitemap.json', hide, async (_request, reply) => {
    const { urls } = await guestUrls(options.content, options.brand.defaultLocale);
    return reply.header('cache-control', CACHE).send({
      generatedAt: new Date().toISOString(),
      count: urls.length,
      urls: urls.map((u) => ({ ...u, url: base + u.path })),
    });
  });
}
