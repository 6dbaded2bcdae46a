import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrandConfig, SessionResponse } from '@portal/domain';
import type { DatabaseHandle } from '../db/client';
import { requestLocale } from '../http/locale';
import { PREVIEW_COOKIE } from '../preview/preview-cookie';
import { sessionView } from './session-view';
import { resolveSession } from './sessions/index';
import { CSRF_COOKIE, issueCsrfCookie, SESSION_COOKIE } from './sessions/session-cookie';

/**
 * What the page's HTML tells the app about its session, so that the first frame does not wait for
 * GET /api/auth/session: `session` is what that route would answer with 200, or null when it would
 * answer 401 'unauthenticated'. Undefined when the app must ask the route itself: a session that
 * ran out (the 401 says so), one whose second factor is due, or a preview (decision 106).
 */
export interface BootSession {
  session: SessionResponse | null;
}

/**
 * Reads the session cookie of a page request as the session route does, and hands out the CSRF
 * cookie the same way (the sign-in form posts with it).
 */
export async function bootSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { database: DatabaseHandle; brand: BrandConfig },
): Promise<BootSession | undefined> {
  if (request.cookies[PREVIEW_COOKIE]) return undefined;
  if (!request.cookies[CSRF_COOKIE]) issueCsrfCookie(reply);
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { session: null };
  const resolved = await resolveSession(deps.database.db, token, {
    now: new Date(),
    inactivityMs: deps.brand.inactivityLogoutMs,
    fallbackLocale: requestLocale(request),
  });
  if (resolved.status === 'none') return { session: null };
  if (resolved.status === 'expired' || !resolved.viewer.mfaValidated) return undefined;
  return { session: sessionView(resolved.user, resolved.session, deps.brand) };
}
