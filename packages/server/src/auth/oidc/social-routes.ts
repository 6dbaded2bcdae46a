import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordSignIn } from '../../activity/record-sign-in';
import type { AuthDeps } from '../context';
import { mfaChannels } from '../mfa/channels';
import { createSession, revokeSession } from '../sessions/index';
import { issueCsrfCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/session-cookie';
import { hashToken } from '../tokens';
import type { OidcClient } from './oidc-client';
import { clearOidcCookie, OIDC_COOKIE, readOidcCookie, setOidcCookie } from './oidc-cookie';
import type { SocialProvider } from './social-providers';
import { socialUser } from './social-user';

export interface SocialRouteDeps extends AuthDeps {
  provider: SocialProvider;
  /** Null when the provider is not configured: the routes answer, sending the visitor back. */
  client: OidcClient | null;
  signingKey: Buffer;
}

/**
 * The callback's query, as the providers send it (Google adds scope, authuser, hd, prompt;
 * Microsoft session_state): the known fields declared, others let through. openid-client reads
 * and checks them from the URL itself.
 */
const callbackParam = z.string().max(4096).optional();
const callbackQuery = z.looseObject({
  code: callbackParam,
  state: callbackParam,
  iss: callbackParam,
  error: callbackParam,
  error_description: callbackParam,
});

/** Where a failed or refused sign-in lands: the login page, which says why. */
const loginWith = (reason: string) => `/login?sso=${encodeURIComponent(reason)}`;

/**
 * Google or Microsoft sign-in (§2, issue 18 item 13), one plugin per provider: /start sends the
 * browser to the provider, /callback signs in the existing user with the provider's verified
 * address. A user whose second factor is due gets a session at the PIN step, as after a password.
 */
export const socialRoutes: FastifyPluginAsyncZod<SocialRouteDeps> = async (app, deps) => {
  const base = `/api/auth/oidc/${deps.provider}`;
  const purpose = `oidc-${deps.provider}`;

  app.get(
    `${base}/start`,
    {
      config: { access: 'public', answers: 'redirect' },
      schema: {
        summary: `Start signing in with ${deps.provider} (redirects to the provider)`,
        tags: ['auth'],
      },
    },
    async (request, reply) => {
      if (!deps.client) return reply.redirect(loginWith('unavailable'), 303);
      try {
        const { url, transaction } = await deps.client.start();
        setOidcCookie(reply, deps.signingKey, transaction, purpose);
        return reply.redirect(url.href, 303);
      } catch (error) {
        request.log.error(
          { event: 'oidc-start', provider: deps.provider, err: error },
          'provider unavailable',
        );
        return reply.redirect(loginWith('unavailable'), 303);
      }
    },
  );

  app.get(
    `${base}/callback`,
    {
      config: { access: 'public', answers: 'redirect' },
      schema: {
        summary: `${deps.provider} returns here; signs the user in (redirects to the start page)`,
        tags: ['auth'],
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const transaction = readOidcCookie(deps.signingKey, request.cookies[OIDC_COOKIE], purpose);
      clearOidcCookie(reply);
      if (!transaction || !deps.client) return reply.redirect(loginWith('failed'), 303);
      const now = new Date();
      let identity;
      try {
        identity = await deps.client.finish(new URL(request.url, deps.publicUrl), transaction);
      } catch (error) {
        request.log.warn({ event: 'oidc-callback', provider: deps.provider, err: error }, 'sign-in failed');
        return reply.redirect(loginWith('failed'), 303);
      }
      const result = await socialUser(deps.db, identity);
      if ('refused' in result) {
        request.log.info(
          { event: 'sign-in', factor: deps.provider, outcome: result.refused },
          'provider sign-in refused',
        );
        return reply.redirect(loginWith(result.refused), 303);
      }
      const { user } = result;
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(deps.db, { sessionId: hashToken(previous), now });
      const mfaValidated = !user.mfaEnabled || user.is2faDisabled;
      const { token } = await createSession(deps.db, {
        userId: user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        // The provider proves the address, not the portal's second factor (§4): same rule as a password.
        mfaValidated,
        inactivityMs: deps.brand.inactivityLogoutMs,
        now,
      });
      await recordSignIn(deps.db, user.id, now);
      request.log.info(
        { event: 'sign-in', factor: deps.provider, outcome: 'success', userId: user.id, mfaValidated },
        'signed in',
      );
      setSessionCookie(reply, token);
      issueCsrfCookie(reply);
      if (mfaValidated) return reply.redirect('/', 303);
      // The login page continues at the PIN step with the ways this user can prove it.
      const channels = await mfaChannels(deps.db, deps.brand, user);
      return reply.redirect(`/login?sso=mfa&channels=${channels.join(',')}`, 303);
    },
  );
};
