import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import { AppError } from './errors';
import { isApiPath } from './api-path';

/**
 * Who may call a route. Every route under /api declares one in `config.access`; a route without
 * it fails start-up, so nothing is reachable by accident. The real policy (roles, portals) comes
 * from the domain with the identity work; this is the rail it plugs into.
 */
export const ACCESS_RULES = ['public', 'authenticated', 'admin', 'professional'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

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

/** Until sessions exist nobody is signed in, so every non-public rule refuses. */
const refuseWithoutSession: preHandlerHookHandler = async () => {
  throw new AppError(401, 'unauthenticated', 'errors.unauthenticated');
};

export function installAccessRules(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access ?? publicByPrefix(route.url);
    if (!access || !(ACCESS_RULES as readonly string[]).includes(access)) {
      throw new Error(
        `Route ${methods(route).join(',')} ${route.url} has no valid config.access (one of ${ACCESS_RULES.join(', ')})`,
      );
    }
    route.config = { ...route.config, access };
    if (access !== 'public') route.preHandler = [refuseWithoutSession, ...asArray(route.preHandler)];
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
