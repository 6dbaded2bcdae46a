import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { isApiPath } from './api-path';
import { AppError } from './errors';
import {
  databaseRateLimitStore,
  GLOBAL_PREFIX,
  keyWithCountedHit,
  type CountedHit,
} from './rate-limit-store';

export interface RateLimitSettings {
  /** Requests per client IP per window. */
  max: number;
  /** The window, one minute unless a test shortens it. */
  windowMs?: number;
  /**
   * Where the counters live: the database's `api_rate_limits`, shared by every server process; null
   * for this process's memory (one process only: the embedded database).
   */
  database: Database | null;
  /** Another store instead of the database's (a test's). */
  store?: FastifyRateLimitStoreCtor;
}

/**
 * The global limit's counter in the database, for a statement that counts a request's hit along
 * with its own work (the session lookup: one round trip on every signed-in request, not two).
 */
export interface GlobalHits {
  /** The window length, which the counting statement is built for. */
  timeWindow: number;
  /** The request's row key in `api_rate_limits`, or null when the global limit does not count it. */
  keyOf(request: FastifyRequest): string | null;
  /** Hands the plugin the hit counted for `request`, so its store does not count it again. */
  counted(request: FastifyRequest, hit: CountedHit): void;
}

/**
 * A global per-IP ceiling on the API; stricter per-route limits (sign-in, PIN) add to it. Answers
 * the global counter when it is the database's, else null.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<GlobalHits | null> {
  const timeWindow = settings.windowMs ?? 60_000;
  const inDatabase = !settings.store && settings.database !== null;
  const countedHits = new WeakMap<FastifyRequest, CountedHit>();
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow,
    ...(settings.store
      ? { store: settings.store }
      : settings.database
        ? { store: databaseRateLimitStore(settings.database, app.log) }
        : {}),
    // The plugin's own key (the client's IP, an IPv6 address by its subnet), with a hit counted
    // elsewhere carried to the store.
    ...(inDatabase
      ? {
          keyGenerator: (request: FastifyRequest) => {
            const hit = countedHits.get(request);
            countedHits.delete(request);
            const key = normalizeIP(request.ip);
            return hit ? keyWithCountedHit(key, hit) : key;
          },
        }
      : {}),
    // With the database down the request goes on to fail (or answer 503) on its own; the store logs it.
    skipOnError: true,
    // Static assets and the SPA shell are cheap and cached; counting them would starve the API.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', 'errors.too_many_requests'),
  });
  if (!inDatabase) return null;

  // The routes the plugin gives the global limit: those registered from now on without a limit of
  // their own (the plugin's rule); the counted hit must be one the plugin would have counted.
  const limited = new Set<string>();
  const routeKey = (method: string, url: string) => `${method} ${url}`;
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    for (const method of [route.method].flat()) limited.add(routeKey(method, route.url));
  });
  return {
    timeWindow,
    keyOf: (request) =>
      !request.is404 &&
      isApiPath(request.url) &&
      limited.has(routeKey(request.method, request.routeOptions.url ?? ''))
        ? GLOBAL_PREFIX + normalizeIP(request.ip)
        : null,
    counted: (request, hit) => countedHits.set(request, hit),
  };
}
