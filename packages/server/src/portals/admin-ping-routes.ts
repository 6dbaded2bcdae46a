import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A stand-in for the admin area's API until it exists, so the route × role matrix has an
 * admin-only route to hold the rule to. Remove it when the first real admin route lands.
 */
export const adminPingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ping',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Admin access check (placeholder)',
        description:
          'Placeholder until the admin API exists: answers 204 to a company admin and nothing else. It reads and changes no data.',
        tags: ['admin'],
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => reply.code(204).send(null),
  );
};
