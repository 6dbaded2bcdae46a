import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { isApiPath } from './api-path';
import { AppError } from './errors';
import { databaseRateLimitStore } from './rate-limit-store';

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

/** A global per-IP ceiling on the API; stricter per-route limits (sign-in, PIN) add to it. */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.windowMs ?? 60_000,
    ...(settings.store
      ? { store: settings.store }
      : settings.database
        ? { store: databaseRateLimitStore(settings.database, app.log) }
        : {}),
    // With the database down the request goes on to fail (or answer 503) on its own; the store logs it.
    skipOnError: true,
    // Static assets and the SPA shell are cheap and cached; counting them would starve the API.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', 'errors.too_many_requests'),
  });
}
