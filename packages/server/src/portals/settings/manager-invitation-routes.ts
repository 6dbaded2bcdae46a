import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  writeObject,
  managerInvitationSchema,
  sessionResponseSchema,
} from '@portal/domain';
import { sessionView } from '../../auth/session-view';
import { issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from '../../auth/sessions/session-cookie';
import { revokeSession } from '../../auth/sessions/index';
import { hashToken } from '../../auth/tokens';
import { AppError, errorResponseSchema } from '../../http/errors';
import { acceptManagerInvitation, peekManagerInvitation } from './manager-invitations';
import { settingsContextOf, type SettingsDeps } from './settings-context';

/**
 * The invitee's side of invite manager: the sign-up page (/signup?activation=…) reads who was
 * invited, then signs up through the invitation. Public, like the client invitation's routes; the
 * 148-bit code is what proves the mail was received.
 */
export const managerInvitationRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  app.post(
    '/api/auth/manager-invitation/peek',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Who a manager invitation is for, to fill the sign-up form (does not use it)',
        tags: ['auth'],
        body: writeObject({ token: z.string().min(1).max(200) }),
        response: {
          200: managerInvitationSchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      const invitation = await peekManagerInvitation(deps.db, request.body.token, new Date());
      if (!invitation) throw new AppError(400, 'invalid_token', 'errors.invalid_token');
      return { email: invitation.email, name: invitation.name, company: invitation.company };
    },
  );

  app.post(
    '/api/auth/manager-invitation/accept',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up through a manager invitation, as a professional of the company, and sign in',
        tags: ['auth'],
        body: acceptInvitationSchema,
        response: {
          200: sessionResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ctx = settingsContextOf(deps, request);
      const previous = request.cookies[SESSION_COOKIE];
      const result = await acceptManagerInvitation(ctx, {
        token: request.body.token,
        password: request.body.password,
        name: request.body.name,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (previous) await revokeSession(deps.db, { sessionId: hashToken(previous), now: ctx.now });
      setSessionCookie(reply, result.token);
      issueCsrfCookie(reply);
      reply.header('cache-control', 'no-store');
      return sessionView(result.user, result.session, deps.brand);
    },
  );
};
