import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema } from '@portal/domain';
import type { Database } from '../db/client';
import { errorResponseSchema } from '../http/errors';
import { latestMail } from './outbox';

/**
 * The newest 50 mails, for admins in development (mail without SMTP_URL lands only here). Not
 * registered in production: the bodies hold live verification and reset links.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Latest outgoing e-mails (development only, admins)',
        tags: ['dev'],
        response: {
          200: outboxSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await latestMail(db, 50);
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
