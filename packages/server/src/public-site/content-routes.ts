import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type BrandConfig,
  inChannel,
  publishedAccess,
  publishedContentParamsSchema,
  publishedContentSchema,
  publishedListQuerySchema,
  publishedListSchema,
  type PublishedList,
} from '@portal/domain';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { errorResponses, notFound } from '../http/route-parts';
import type { SiteContentSource } from './content-cache';
import { bySlug, readable, siteVisit } from './site-service';

export interface ContentRouteOptions {
  db: Database;
  brand: BrandConfig;
  content: SiteContentSource;
}

/**
 * §7 getPublishedContent and getPublishedList: the public site's content as JSON, for anyone
 * (access `public`) but only what is published and visible to the caller — a protected or secure
 * item asks a guest to sign in (401), a hidden, draft or unknown one is a 404.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, options) => {
  // Answers differ by who asks (cookie): no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie');
  });

  app.get(
    '/api/site/content/:kind/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: 'getPublishedContent: one published page or post by slug (or id)',
        tags: ['public site'],
        params: publishedContentParamsSchema,
        response: { 200: publishedContentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const visit = await siteVisit(request, options.db, options.brand, options.content);
      if (!visit) throw notFound();
      const { kind, slug } = request.params;
      const items = kind === 'pages' ? visit.content.pages : visit.content.posts;
      const found = bySlug<{ id: string; slug: string }>(items, slug);
      const access = found ? publishedAccess(found.facts, visit.viewer) : 'none';
      if (access === 'sign-in') throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
      if (!found || access === 'none') throw notFound();
      return kind === 'pages' ? { kind, page: found.item as never } : { kind, post: found.item as never };
    },
  );

  app.get(
    '/api/site/list',
    {
      config: { access: 'public' },
      schema: {
        summary: 'getPublishedList: published pages, posts, people or clients, paged',
        description:
          'type: pages (optionally of one pageType, in order), posts (optionally of one tag, newest first), people or clients (in order); channel keeps the pages and posts of that channel and of none. Only what the caller may read.',
        tags: ['public site'],
        querystring: publishedListQuerySchema,
        response: { 200: publishedListSchema, ...errorResponses },
      },
    },
    async (request): Promise<PublishedList> => {
      const { type, tag, pageType, channel, page, pageSize } = request.query;
      const ofChannel = <T extends { channel: string | null }>(items: T[]) =>
        channel ? items.filter((item) => inChannel(item, channel)) : items;
      const visit = await siteVisit(request, options.db, options.brand, options.content);
      const slice = <T>(items: T[]) => ({
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
      });
      if (!visit) return { type, ...slice([]) } as PublishedList;
      const { content } = visit;
      switch (type) {
        case 'pages': {
          const pages = ofChannel(readable(content.pages, visit.viewer));
          return { type, ...slice(pageType ? pages.filter((p) => p.type === pageType) : pages) };
        }
        case 'posts': {
          const posts = ofChannel(readable(content.posts, visit.viewer));
          return { type, ...slice(tag ? posts.filter((p) => p.tags.includes(tag)) : posts) };
        }
        case 'people':
          return { type, ...slice(content.people) };
        case 'clients':
          return { type, ...slice(content.clients) };
      }
    },
  );
};
