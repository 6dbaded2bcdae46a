import type { FastifyReply } from 'fastify';
import { randomToken } from '../tokens';
import { ABSOLUTE_SESSION_MS } from './session-lifetime';

/**
 * The session cookie. `__Host-` binds it to this exact host over HTTPS with Path=/ and no Domain
 * (ASVS 3.3.1, 3.3.3): a sibling portal's host cannot set or read it. Browsers accept Secure
 * cookies on http://localhost and 127.0.0.1, so development works unchanged.
 */
export const SESSION_COOKIE = '__Host-portal_session';

/** The double-submit CSRF cookie: readable by the web app, which echoes it in `x-csrf-token`. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    // The server decides expiry; this only stops a browser keeping a cookie past the hard cap.
    maxAge: Math.floor(ABSOLUTE_SESSION_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
}

/** Issues a fresh CSRF token cookie and returns it. Strict: never sent on cross-site requests. */
export function issueCsrfCookie(reply: FastifyReply): string {
  const token = randomToken();
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: false, secure: true, sameSite: 'strict', path: '/' });
  return token;
}
