import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import { AppError } from './errors';

export interface RateLimitSettings {
  /** Requests per client IP per minute. */
  max: number;
  /**
   * Where counters live. The default is this process's memory; with several server processes
   * pass a shared store (database-backed, see ARCHITECTURE "stateless servers").
   */
  store?: FastifyRateLimitStoreCtor;
}

/** A global per-IP ceiling on the API; stricter per-route limits (sign-in, PIN) add to it. */
export async function registerRateLimit(app: FastifyInstance, settings: RateLimitSettings) {
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: 60_000,
    ...(settings.store ? { store: settings.store } : {}),
    // Static assets and the SPA shell are cheap and cached; counting them would starve the API.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', 'errors.too_many_requests'),
  });
}
