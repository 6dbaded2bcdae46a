import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import {
  ACCESS_RULES,
  allowsRule,
  isAccessRule,
  isMessageKey,
  type AccessRule,
  type MaybeViewer,
  type MessageKey,
} from '@portal/domain';
import { AppError } from './errors';
import { isApiPath } from './api-path';

/**
 * Who may call a route. Every route under /api declares one in `config.access`; a route without
 * it fails start-up, so nothing is reachable by accident. The decision itself is the domain's
 * allowsRule, so the web's guards and the server answer the same question the same way.
 */
export { ACCESS_RULES, type AccessRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: AccessRule;
}

/**
 * Third-party plugins whose routes cannot carry our config. The API documentation is public on
 * purpose: it describes the contract, not data.
 */
const PUBLIC_PREFIXES = ['/api/docs'];

const registries = new WeakMap<FastifyInstance, ApiRoute[]>();

/**
 * The viewer the session plugin put on the request; a guest when there is none (no plugin, no
 * cookie, an expired session). Read through here rather than `request.viewer` so that this layer
 * works, closed, whether or not the session plugin is registered.
 */
export function viewerOf(request: FastifyRequest): MaybeViewer {
  return (request as { viewer?: MaybeViewer }).viewer ?? null;
}

function sessionExpired(request: FastifyRequest): boolean {
  return (request as { sessionExpired?: boolean }).sessionExpired === true;
}

// The session plugin may add a dedicated text; until then the sign-in prompt says enough.
const EXPIRED_KEY: MessageKey = isMessageKey('errors.session_expired')
  ? 'errors.session_expired'
  : 'errors.unauthenticated';

/**
 * The `service` rule: the request carries `Authorization: Bearer <token>` equal to the configured
 * Data API token (compared in constant time over digests). No token configured: nobody passes.
 */
function serviceGuard(token: string | undefined): preValidationHookHandler {
  const expected = token ? createHash('sha256').update(token).digest() : undefined;
  return async (request) => {
    const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const digest = presented ? createHash('sha256').update(presented).digest() : undefined;
    if (expected && digest && timingSafeEqual(expected, digest)) return;
    throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  };
}

function guard(rule: AccessRule): preValidationHookHandler {
  return async (request) => {
    const decision = allowsRule(rule, viewerOf(request));
    if (decision.allow) return;
    if (decision.deny === 'forbidden') throw new AppError(403, 'forbidden', 'errors.forbidden');
    if (sessionExpired(request)) throw new AppError(401, 'session_expired', EXPIRED_KEY);
    throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
  };
}

export function installAccessRules(
  app: FastifyInstance,
  options: { serviceToken?: string | undefined } = {},
): void {
  const routes: ApiRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access ?? publicByPrefix(route.url);
    if (!isAccessRule(access)) {
      throw new Error(
        `Route ${methods(route).join(',')} ${route.url} has no valid config.access (one of ${ACCESS_RULES.join(', ')})`,
      );
    }
    route.config = { ...route.config, access };
    // Before validation, not only before the handler: a caller without access learns nothing,
    // not even which inputs the route would accept (a 401/403, never a 400).
    if (access !== 'public') {
      const check = access === 'service' ? serviceGuard(options.serviceToken) : guard(access);
      route.preValidation = [check, ...asArray(route.preValidation)];
    }
    // Fastify adds a HEAD twin for every GET; the matrix lists what was declared.
    for (const method of methods(route))
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
}

/** Every API route with its rule, for the route × role test matrix. */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes = registries.get(app);
  if (!routes) throw new Error('listApiRoutes: access rules are not installed on this instance');
  return [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

function publicByPrefix(url: string): AccessRule | undefined {
  return PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
    ? 'public'
    : undefined;
}

function methods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? [...route.method] : [route.method];
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
