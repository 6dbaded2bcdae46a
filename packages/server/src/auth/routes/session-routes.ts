import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, sessionResponseSchema, signInResponseSchema } from '@portal/domain';
import { AppError, errorResponseSchema } from '../../http/errors';
import { contextOf, type AuthDeps } from '../context';
import { signInAnswer } from '../mfa/mfa-answer';
import { signIn } from '../operations/sign-in';
import { signOut } from '../operations/sign-out';
import { requireViewer } from '../session-plugin';
import { sessionView } from '../session-view';
import {
  clearSessionCookie,
  CSRF_COOKIE,
  issueCsrfCookie,
  SESSION_COOKIE,
  setSessionCookie,
} from '../sessions/session-cookie';
import { hashToken } from '../tokens';
import { withRetryAfter } from './route-helpers';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

/** Who am I, sign in, sign out. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user and session; also hands out the CSRF cookie',
        tags: ['auth'],
        response: { 200: sessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Every later POST needs this cookie echoed in x-csrf-token, sign-in included.
      if (!request.cookies[CSRF_COOKIE]) issueCsrfCookie(reply);
      const viewer = requireViewer(request);
      // Half signed in (second factor due) is not signed in: the web app shows the login dialog.
      if (!viewer.mfaValidated) throw new AppError(401, 'mfa_required', 'errors.unauthenticated');
      return sessionView(request.auth!.user, request.auth!.session, deps.brand);
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        signIn(contextOf(deps, request), {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          previousToken: request.cookies[SESSION_COOKIE],
        }),
      );
      setSessionCookie(reply, result.token);
      issueCsrfCookie(reply);
      return signInAnswer(deps.db, deps.brand, result);
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      // Public: signing out with an expired or unknown cookie still clears it.
      config: { access: 'public' },
      schema: { summary: 'End the current session', tags: ['auth'], response: { 204: z.null() } },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      await signOut(contextOf(deps, request), cookie ? hashToken(cookie) : undefined);
      clearSessionCookie(reply);
      issueCsrfCookie(reply);
      reply.header('clear-site-data', '"cache"');
      return reply.code(204).send(null);
    },
  );
};
