import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endedSessionsSchema } from '@portal/domain';
import { companyUser } from '../../admin/users/company-user';
import { errorResponseSchema } from '../../http/errors';
import type { AuthDeps } from '../context';
import { requireViewer } from '../session-plugin';
import { revokeSessions } from '../sessions/index';

/** ASVS 7.4.5: a company admin ends every session of one of the company's users. */
export const adminSessionsRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.delete(
    '/api/admin/users/:userId/sessions',
    {
      config: { access: 'admin' },
      schema: {
        summary: "End all sessions of a user of the admin's company",
        description: "Another company's user, or an unknown id: 404.",
        tags: ['admin'],
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: endedSessionsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { userId } = request.params;
      // Another company's user or an unknown id: 404, so that they cannot be probed.
      const target = await companyUser(deps.db, viewer, userId);
      const ended = await revokeSessions(deps.db, { userId: target.id });
      request.log.info(
        { event: 'admin-end-sessions', userId: target.id, by: viewer.userId, ended },
        'sessions ended',
      );
      return { ended };
    },
  );
};
