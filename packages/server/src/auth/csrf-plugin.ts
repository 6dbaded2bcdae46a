import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-path';
import { AppError } from '../http/errors';
import { CSRF_COOKIE, CSRF_HEADER } from './sessions/session-cookie';
import { sameToken } from './tokens';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** The configured public URL; its origin is always accepted. */
  publicUrl: string;
}

/**
 * CSRF defence for every state-changing API request, sign-in included (ASVS 3.5.1):
 * 1. an Origin header, when the browser sends one, must be this server's origin;
 * 2. the `x-csrf-token` header must equal the `portal_csrf` cookie (double submit). A cross-site
 *    page can neither read the cookie nor send a custom header without a CORS preflight we never grant.
 * Nothing is exempt: the web app gets its first token from GET /api/auth/session.
 */
async function csrfPlugin(app: FastifyInstance, { publicUrl }: CsrfOptions) {
  const configuredOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== configuredOrigin && origin !== ownOrigin(request)) {
      request.log.warn({ origin }, 'cross-origin state change refused');
      throw new AppError(403, 'csrf', 'errors.csrf');
    }
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      request.log.warn({ hasCookie: Boolean(cookie), hasHeader: Boolean(header) }, 'csrf token mismatch');
      throw new AppError(403, 'csrf', 'errors.csrf');
    }
  });
}

/** The origin the request was addressed to (Host, and the scheme a trusted proxy reports). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const csrfProtection = fp(csrfPlugin, { name: 'portal-csrf', dependencies: ['@fastify/cookie'] });
