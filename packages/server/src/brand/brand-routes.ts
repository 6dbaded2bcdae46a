import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BrandConfig, publicBrandSchema } from '@portal/domain';
import { toPublicBrand } from './public-brand';

export interface BrandRouteOptions {
  brand: BrandConfig;
}

/** The running brand's browser-safe configuration; the web app boots from it. */
export const brandRoutes: FastifyPluginAsyncZod<BrandRouteOptions> = async (app, { brand }) => {
  // The configuration is fixed for the life of the process: compute the answer once.
  const body = toPublicBrand(brand);
  app.get(
    '/api/brand',
    {
      config: { access: 'public' },
      schema: {
        summary: "The running brand's public configuration",
        tags: ['brand'],
        response: { 200: publicBrandSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
