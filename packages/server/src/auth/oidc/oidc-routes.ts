import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/locale';
import { recordSignIn } from '../../activity/record-sign-in';
import type { AuthDeps } from '../context';
import { createSession, revokeSession } from '../sessions/index';
import { issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/session-cookie';
import { hashToken } from '../tokens';
import { eidUser } from './eid-user';
import type { OidcClient } from './oidc-client';
import { clearOidcCookie, OIDC_COOKIE, readOidcCookie, setOidcCookie } from './oidc-cookie';

export interface OidcRouteDeps extends AuthDeps {
  /** Null when the provider is not configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
  client: OidcClient | null;
  signingKey: Buffer;
}

/** Where a failed or refused e-ID sign-in lands: the login page, which says why. */
const loginWith = (reason: string) => `/login?eid=${encodeURIComponent(reason)}`;

/**
 * National e-ID sign-in (§2, issue 3 item 5): /start sends the browser to the provider, /callback
 * signs the user in and sends them to the start page. Both are browser navigations, so they answer
 * with redirects, never JSON.
 */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteDeps> = async (app, deps) => {
  app.get(
    '/api/auth/oidc/start',
    {
      config: { access: 'public', answers: 'redirect' },
      schema: { summary: 'Start signing in with national e-ID (redirects to the provider)', tags: ['auth'] },
    },
    async (request, reply) => {
      if (!deps.client) return reply.redirect(loginWith('unavailable'), 303);
      try {
        const { url, transaction } = await deps.client.start();
        setOidcCookie(reply, deps.signingKey, transaction);
        return reply.redirect(url.href, 303);
      } catch (error) {
        request.log.error({ event: 'oidc-start', err: error }, 'e-ID provider unavailable');
        return reply.redirect(loginWith('unavailable'), 303);
      }
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    {
      config: { access: 'public', answers: 'redirect' },
      schema: {
        summary: 'The provider returns here; signs the user in (redirects to the start page)',
        tags: ['auth'],
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const transaction = readOidcCookie(deps.signingKey, request.cookies[OIDC_COOKIE]);
      clearOidcCookie(reply);
      if (!transaction || !deps.client) return reply.redirect(loginWith('failed'), 303);
      const now = new Date();
      let identity;
      try {
        const callbackUrl = new URL(request.url, deps.publicUrl);
        identity = await deps.client.finish(callbackUrl, transaction);
      } catch (error) {
        request.log.warn({ event: 'oidc-callback', err: error }, 'e-ID sign-in failed');
        return reply.redirect(loginWith('failed'), 303);
      }
      const result = await eidUser(deps.db, identity, { locale: requestLocale(request), now });
      if ('refused' in result) {
        request.log.info(
          { event: 'sign-in', factor: 'eid', outcome: result.refused },
          'e-ID sign-in refused',
        );
        return reply.redirect(loginWith(result.refused), 303);
      }
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(deps.db, { sessionId: hashToken(previous), now });
      const { token } = await createSession(deps.db, {
        userId: result.user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        // A national e-ID is itself a multi-factor sign-in: no PIN on top (decision 21).
        mfaValidated: true,
        inactivityMs: deps.brand.inactivityLogoutMs,
        now,
      });
      await recordSignIn(deps.db, result.user.id, now);
      request.log.info(
        { event: 'sign-in', factor: 'eid', outcome: 'success', userId: result.user.id },
        'signed in',
      );
      setSessionCookie(reply, token);
      issueCsrfCookie(reply);
      return reply.redirect('/', 303);
    },
  );
};
