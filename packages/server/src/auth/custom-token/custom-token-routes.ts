import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeObject, customTokenSchema, sessionResponseSchema } from '@portal/domain';
import { contextOf, type AuthDeps } from '../context';
import { requireViewer } from '../session-plugin';
import { sessionView } from '../session-view';
import { createSession, revokeSession } from '../sessions/index';
import { issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/session-cookie';
import { hashToken } from '../tokens';
import { findUserById } from '../users';
import { errorResponseSchema } from '../../http/errors';
import { AppError } from '../../http/errors';
import { issueCustomToken, redeemCustomToken } from './custom-token';

export interface CustomTokenDeps extends AuthDeps {
  /** HMAC key of custom tokens (config.tokenSigningKey). */
  signingKey: Buffer;
}

/** §7 getCustomToken and §2 "sign-in by a custom token in the query string". */
export const customTokenRoutes: FastifyPluginAsyncZod<CustomTokenDeps> = async (app, deps) => {
  app.post(
    '/api/auth/custom-token',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'A single-use sign-in token for the signed-in user, valid 60 seconds (PDF rendering)',
        tags: ['auth'],
        response: { 200: customTokenSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const issued = await issueCustomToken(deps.db, deps.signingKey, {
        userId: viewer.userId,
        now: new Date(),
      });
      request.log.info({ event: 'custom-token', userId: viewer.userId }, 'custom token issued');
      reply.header('cache-control', 'no-store');
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/token-sign-in',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Exchange a custom token for a session (the token is spent on first use)',
        description: 'The token travels in the body, so it lands in no access log.',
        tags: ['auth'],
        body: writeObject({ token: z.string().min(1).max(300) }),
        response: { 200: sessionResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(deps, request);
      const userId = await redeemCustomToken(deps.db, deps.signingKey, {
        token: request.body.token,
        now: ctx.now,
      });
      const user = userId ? await findUserById(deps.db, userId) : undefined;
      if (!user) throw new AppError(401, 'invalid_token', 'errors.invalid_token');
      if (user.disabled || !user.active)
        throw new AppError(403, 'account_disabled', 'errors.account_disabled');
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(deps.db, { sessionId: hashToken(previous), now: ctx.now });
      // The token was issued to a session that had passed every factor.
      const { token, session } = await createSession(deps.db, {
        userId: user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        mfaValidated: true,
        inactivityMs: deps.brand.inactivityLogoutMs,
        now: ctx.now,
      });
      request.log.info({ event: 'sign-in', factor: 'custom-token', userId: user.id }, 'signed in');
      setSessionCookie(reply, token);
      issueCsrfCookie(reply);
      return sessionView(user, session, deps.brand);
    },
  );
};
