import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BrandConfig, Viewer } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { isApiPath } from '../http/api-path';
import { AppError } from '../http/errors';
import type { GlobalHits } from '../http/rate-limit';
import { requestLocale } from '../http/locale';
import { applyPreview, previewRequestHook } from '../preview/apply-preview';
import { resolveSession, type SessionRow, type UserRow } from './sessions/index';
import { SESSION_COOKIE } from './sessions/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. The access layer and every operation read this. */
    viewer: Viewer | null;
    /** True when the cookie named a session that has run out, so a 401 can say why (§4). */
    sessionExpired: boolean;
    /** The session and user rows behind `viewer` (auth routes only need them). */
    auth: { session: SessionRow; user: UserRow } | null;
  }
}

export interface SessionPluginOptions {
  database: DatabaseHandle;
  brand: BrandConfig;
  /** The global rate limit's database counter, whose hit the session lookup counts (null: none). */
  globalHits?: GlobalHits | null;
}

/**
 * Resolves the session cookie on every API request, before any access rule runs. Everything is
 * read from the database, so any number of server processes can serve the same user.
 */
async function sessionPlugin(app: FastifyInstance, { database, brand, globalHits }: SessionPluginOptions) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const hitKey = globalHits?.keyOf(request) ?? null;
    const resolved = await resolveSession(database.db, token, {
      now: new Date(),
      inactivityMs: brand.inactivityLogoutMs,
      fallbackLocale: requestLocale(request),
      ...(globalHits && hitKey
        ? {
            hit: {
              key: hitKey,
              timeWindow: globalHits.timeWindow,
              counted: (hit) => globalHits.counted(request, hit),
            },
          }
        : {}),
    });
    if (resolved.status === 'expired') request.sessionExpired = true;
    if (resolved.status !== 'active') return;
    request.viewer = resolved.viewer;
    request.auth = { session: resolved.session, user: resolved.user };
  });
  // View as client: a preview cookie makes the professional's request the client's, read-only.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) await applyPreview(request, reply, database.db);
  });
  app.addHook('onRequest', previewRequestHook);
}

export const sessionLayer = fp(sessionPlugin, { name: 'portal-session', dependencies: ['@fastify/cookie'] });

/** The viewer of an authenticated route; a 401 that says whether the session ran out otherwise. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (request.viewer) return request.viewer;
  throw request.sessionExpired
    ? new AppError(401, 'session_expired', 'errors.session_expired')
    : new AppError(401, 'unauthenticated', 'errors.unauthenticated');
}
