import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiRateLimits } from '../db/schema/index';

const interval = (ms: number) => sql`(${Math.trunc(ms)}::float8 * interval '1 millisecond')`;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands a store's constructor and `child` (its merged parameters). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the `api_rate_limits` table, so every server process on the
 * database spends one budget per client (issue 16). Fixed windows, like the sign-in counters: one
 * upsert per request counts the hit, starts a new window once the old one is over, and returns the
 * count and the time left, all on the database's clock (processes may disagree about the time).
 */
/** The global API limit's rows (per-route limits have prefixes of their own). */
export const GLOBAL_PREFIX = 'api|global|';

/**
 * The upsert of one hit on a key (the `key` placeholder) for a window length, returning the count
 * and the time left in ms. Not prepared: the store prepares it alone, the session lookup inside
 * its own statement (auth/sessions/resolve-session.ts), so a signed-in request counts its hit in
 * the round trip that reads its session.
 */
export function hitUpsert(db: Database, timeWindow: number) {
  const window = interval(timeWindow);
  const expired = sql`${apiRateLimits.windowStart} <= now() - ${window}`;
  return db
    .insert(apiRateLimits)
    .values({ key: sql.placeholder('key'), count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${apiRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${apiRateLimits.windowStart} end`,
      },
    })
    .returning({
      current: apiRateLimits.count,
      ttl: sql<number>`least(${Math.trunc(timeWindow)}, greatest(0, ceil(extract(epoch from ${apiRateLimits.windowStart} + ${window} - now()) * 1000)))::int`.as(
        'ttl',
      ),
    });
}

/** A hit as the store answers it to the plugin. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/**
 * The plugin's key of a request whose global hit another statement already counted: the client's
 * key with the count appended after NUL characters (no client key holds one), which the store
 * answers without a statement of its own. Carried in the key because the plugin hands its store
 * nothing else of the request.
 */
export function keyWithCountedHit(key: string, hit: CountedHit): string {
  return `${key}\0${hit.current}\0${hit.ttl}`;
}
function parseKey(key: string): { key: string; counted: CountedHit | null } {
  const [client, current, ttl] = key.split('\0');
  if (current === undefined || ttl === undefined) return { key, counted: null };
  return { key: client!, counted: { current: Number(current), ttl: Number(ttl) } };
}

/**
 * @fastify/rate-limit's store on the `api_rate_limits` table, so every server process on the
 * database spends one budget per client (issue 16). Fixed windows, like the sign-in counters: one
 * upsert per request counts the hit, starts a new window once the old one is over, and returns the
 * count and the time left, all on the database's clock (processes may disagree about the time).
 */
export function databaseRateLimitStore(db: Database, log?: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  /**
   * The upsert of one hit, built once per window length and prepared (a named statement on
   * PostgreSQL): every API request makes it, and building its SQL cost more Node CPU than sending it.
   */
  const upserts = new Map<number, ReturnType<typeof buildUpsert>>();
  const buildUpsert = (timeWindow: number) =>
    hitUpsert(db, timeWindow).prepare(`rate_limit_hit_${Math.trunc(timeWindow)}`);
  const countHit = (timeWindow: number) => {
    let upsert = upserts.get(timeWindow);
    if (!upsert) upserts.set(timeWindow, (upsert = buildUpsert(timeWindow)));
    return upsert;
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private lastSweep = 0;

    constructor(
      params: StoreParams,
      private readonly prefix = GLOBAL_PREFIX,
    ) {
      // Refused rather than ignored: a limit that silently counted differently would mislead.
      if (params.continueExceeding || params.exponentialBackoff)
        throw new Error('The database rate-limit store counts fixed windows only');
    }

    incr(pluginKey: string, callback: Callback, timeWindow: number, _max: number): void {
      const { key, counted } = parseKey(pluginKey);
      // Only the global limit's hit is counted elsewhere (with the session); a route's own counts here.
      if (counted && this.prefix === GLOBAL_PREFIX) {
        callback(null, counted);
        this.sweep(timeWindow);
        return;
      }
      countHit(timeWindow)
        .execute({ key: this.prefix + key })
        .then(
          ([row]) => {
            callback(null, { current: row!.current, ttl: Number(row!.ttl) });
            this.sweep(timeWindow);
          },
          (error: unknown) => {
            // The plugin lets the request through (skipOnError); say why the limit was not applied.
            log?.warn({ err: error }, 'rate-limit counter unavailable');
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    /** Per-route limits (`config.rateLimit`) count apart from the global one. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged parameters (with routeInfo), not the route options its types say.
      const params = routeOptions as unknown as StoreParams;
      const { method, url } = params.routeInfo ?? {};
      // Disjoint from the global prefix, so neither sweep reaches the other's rows.
      return new DatabaseRateLimitStore(params, `api|${String(method ?? '')} ${url ?? ''}|`);
    }

    /**
     * Drops this store's rows whose window is over, at most once a window per process, after the
     * reply's count is known: an expired row would only be reset by its next hit anyway.
     */
    private sweep(timeWindow: number) {
      const now = Date.now();
      if (now - this.lastSweep < timeWindow) return;
      this.lastSweep = now;
      db.delete(apiRateLimits)
        .where(
          sql`starts_with(${apiRateLimits.key}, ${this.prefix}) and ${apiRateLimits.windowStart} <= now() - ${interval(timeWindow)}`,
        )
        .then(
          () => undefined,
          (error: unknown) => log?.warn({ err: error }, 'rate-limit sweep failed'),
        );
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
