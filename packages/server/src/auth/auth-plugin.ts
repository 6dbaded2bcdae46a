import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@portal/domain';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { isApiPath } from '../http/api-path';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/mailer';
import type { AuthDeps } from './context';
import { csrfProtection } from './csrf-plugin';
import { mfaRoutes } from './mfa/mfa-routes';
import { derivedKey } from './mfa/secret-box';
import { passwordRoutes } from './routes/password-routes';
import { sessionRoutes } from './routes/session-routes';
import { sessionsRoutes } from './routes/sessions-routes';
import { signUpRoutes } from './routes/sign-up-routes';
import { sessionLayer } from './session-plugin';
import type { GlobalHits } from '../http/rate-limit';
import { customTokenRoutes } from './custom-token/custom-token-routes';
import { activationRoutes } from './activation/activation-routes';
import { adminSessionsRoutes } from './routes/admin-sessions-routes';
import { OidcClient } from './oidc/oidc-client';
import { oidcRoutes } from './oidc/oidc-routes';
import { SOCIAL_PROVIDERS } from './oidc/social-providers';
import { socialRoutes } from './oidc/social-routes';

export interface AuthOptions {
  config: Config;
  database: DatabaseHandle;
  brand: BrandConfig;
  /** Defaults to SMTP when config.smtpUrl is set, else the outbox table. */
  mailer?: Mailer;
  /** The global rate limit's database counter (registerRateLimit's answer). */
  globalHits?: GlobalHits | null;
}

/**
 * Identity for the whole app: session resolution (request.viewer) and CSRF checks on every API
 * request, then auth's own routes. Register before any route that reads request.viewer. Answers
 * the dependencies of auth's operations, which the capabilities built on them (invitations, the
 * admin's user actions) take too, so that they share its mailer and keys.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<AuthDeps> {
  const { config, database, brand } = options;
  await app.register(sessionLayer, { database, brand, globalHits: options.globalHits ?? null });
  await app.register(csrfProtection, { publicUrl: config.publicUrl });

  // Answers about identity are personal: no shared cache may keep them (ASVS 14.2.2).
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && request.url.startsWith('/api/auth'))
      reply.header('cache-control', 'no-store');
  });

  const mailer = options.mailer ?? createMailer(database.db, config, app.log);
  const deps: AuthDeps = {
    db: database.db,
    brand,
    mailer,
    publicUrl: config.publicUrl,
    totpKey: derivedKey(config.tokenSigningKey, 'totp-secret'),
  };
  await app.register(sessionRoutes, deps);
  await app.register(signUpRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(sessionsRoutes, deps);
  await app.register(mfaRoutes, deps);
  await app.register(adminSessionsRoutes, deps);
  await app.register(activationRoutes, deps);
  await app.register(customTokenRoutes, { ...deps, signingKey: config.tokenSigningKey });
  if (brand.signIn.nationalEid) {
    // Without OIDC_* settings the routes still answer, sending the visitor back with 'unavailable'.
    const client = config.oidc
      ? new OidcClient({ ...config.oidc, redirectUri: `${config.publicUrl}/api/auth/oidc/callback` })
      : null;
    await app.register(oidcRoutes, { ...deps, client, signingKey: config.tokenSigningKey });
  }
  for (const provider of SOCIAL_PROVIDERS) {
    // Registered whether configured or not: unconfigured, they send the visitor back ('unavailable').
    const settings = config.socialSignIn[provider];
    const client = settings
      ? new OidcClient({ ...settings, redirectUri: `${config.publicUrl}/api/auth/oidc/${provider}/callback` })
      : null;
    await app.register(socialRoutes, { ...deps, provider, client, signingKey: config.tokenSigningKey });
  }
  return deps;
}
