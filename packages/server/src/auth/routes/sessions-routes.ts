import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSessionListSchema, endedSessionsSchema } from '@portal/domain';
import { errorResponseSchema } from '../../http/errors';
import { contextOf, type AuthDeps } from '../context';
import { endOtherSessions, endSession } from '../operations/end-sessions';
import { listSessions } from '../operations/list-sessions';
import { requireViewer } from '../session-plugin';
import { clearSessionCookie } from '../sessions/session-cookie';

/** The signed-in user's own sessions: list them, end one, end all others (ASVS 7.5.2). */
export const sessionsRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.get(
    '/api/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'My active sessions',
        tags: ['auth'],
        response: { 200: authSessionListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ sessions: await listSessions(contextOf(deps, request), requireViewer(request)) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'End one of my sessions',
        tags: ['auth'],
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 204: z.null(), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await endSession(contextOf(deps, request), viewer, request.params.id);
      if (request.params.id === viewer.sessionId) clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'End all my other sessions',
        tags: ['auth'],
        response: { 200: endedSessionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ ended: await endOtherSessions(contextOf(deps, request), requireViewer(request)) }),
  );
};
