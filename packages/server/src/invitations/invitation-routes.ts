import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  inviteClientSchema,
  translateMessage,
  writeObject,
  invitationEmailSchema,
  messageResponseSchema,
  sessionResponseSchema,
} from '@portal/domain';
import { contextOf, type AuthDeps } from '../auth/context';
import { requireViewer } from '../auth/session-plugin';
import { sessionView } from '../auth/session-view';
import { issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from '../auth/sessions/session-cookie';
import { revokeSession } from '../auth/sessions/index';
import { hashToken } from '../auth/tokens';
import { AppError, errorResponseSchema } from '../http/errors';
import { requestLocale } from '../http/locale';
import { peekInvitation } from './invitation-tokens';
import { acceptInvitation } from './operations/accept-invitation';
import { inviteClient } from './operations/invite-client';

const idParam = z.string().max(64);
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** §4 client invitation: a professional sends it; the client accepts it by signing up. */
export const invitationRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/api/portals/:portalId/accounts/:accountId/invite',
    {
      config: { access: 'professional' },
      schema: {
        summary: 'Mail the client of an account a single-use sign-up link (§7 inviteClient)',
        description: 'Only while the client has never signed in (else 409); an account out of reach is 404.',
        tags: ['accounts'],
        params: z.object({ portalId: idParam, accountId: idParam }),
        body: inviteClientSchema,
        response: { 200: messageResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await inviteClient(contextOf(deps, request), viewer, { ...request.params, ...request.body });
      reply.header('cache-control', 'no-store');
      return { message: translateMessage('success.client_invited', viewer.locale) };
    },
  );

  app.post(
    '/api/auth/invitation/peek',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The invited address, to fill and lock the sign-up form (does not use the link)',
        tags: ['auth'],
        body: writeObject({ token: z.string().min(1).max(200) }),
        response: { 200: invitationEmailSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const invitation = await peekInvitation(deps.db, request.body.token, new Date());
      reply.header('referrer-policy', 'no-referrer');
      if (!invitation) throw new AppError(400, 'invalid_token', 'errors.invalid_token');
      return { email: invitation.email };
    },
  );

  app.post(
    '/api/auth/invitation/accept',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up through an invitation and sign in',
        tags: ['auth'],
        body: acceptInvitationSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(deps, request);
      const previous = request.cookies[SESSION_COOKIE];
      const result = await acceptInvitation(ctx, {
        token: request.body.token,
        password: request.body.password,
        name: request.body.name,
        locale: requestLocale(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (previous) await revokeSession(deps.db, { sessionId: hashToken(previous), now: ctx.now });
      setSessionCookie(reply, result.token);
      issueCsrfCookie(reply);
      return sessionView(result.user, result.session, deps.brand);
    },
  );
};
