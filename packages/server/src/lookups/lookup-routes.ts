import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupAnswerSchema, lookupParamsSchema, lookupQuerySchema, matchLookup } from '@portal/domain';
import { errorResponseSchema } from '../http/errors';
import type { LookupSource } from './lookup-source';

export interface LookupRouteOptions {
  source: LookupSource;
}

/**
 * §7 lookup lists for lookup text fields: the entries of a named list whose value or description
 * starts with q (or a word of the description does), case- and accent-insensitive, at most limit.
 */
export const lookupRoutes: FastifyPluginAsyncZod<LookupRouteOptions> = async (app, { source }) => {
  app.get(
    '/api/lookups/:list',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Entries of a lookup list (countries, currencies) matching q',
        description:
          'q: the start of the value or of a word of the description (case and accents ignored); limit 1-100, default 20. Descriptions are at most 60 characters.',
        tags: ['lookups'],
        params: lookupParamsSchema,
        querystring: lookupQuerySchema,
        response: { 200: lookupAnswerSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const entries = await source.entries(request.params.list);
      reply.header('cache-control', 'private, max-age=300');
      return { entries: matchLookup(entries, request.query.q, request.query.limit) };
    },
  );
};
