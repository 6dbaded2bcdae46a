import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { derivedKey } from '../auth/mfa/secret-box';
import type { Config } from '../config';
import { COOKIES_ACCEPTED } from '../public-site/site-assets';
import { guestVisitorId } from './tracker-hits';

/** What a consented request gives the hits it causes (the activity log's events, a page view). */
export interface TrackingContext {
  /** HMAC key of the pseudonymous visitor ids (derived from TOKEN_SIGNING_KEY). */
  visitorKey: Buffer;
  publicUrl: string;
  /** The visitor id of a guest (no user id): a daily hash of the truncated address and browser. */
  guestId: string;
  /** The app page the browser was on (its Referer, same origin only), where an event happened. */
  pagePath: string | null;
  lang: string | null;
}

const store = new AsyncLocalStorage<TrackingContext>();

/** The current request's tracking, or null: no tracker configured, or no consent. */
export function activeTracking(): TrackingContext | null {
  return store.getStore() ?? null;
}

const ACCEPTED = new RegExp(`(?:^|;\\s*)${COOKIES_ACCEPTED}=true(?:;|$)`);

/**
 * §7 usage tracker, §9 cookie notice: a request of a visitor who accepted cookies (the public site's
 * notice sets cookiesAccepted for the whole origin, app included) runs with a tracking context; any
 * other request runs without one, and nothing it does is tracked. Installed only when a tracker is
 * configured. A callback hook with `done`, so the handler runs inside the context (as preview's).
 */
export function installTracking(app: FastifyInstance, config: Pick<Config, 'tokenSigningKey' | 'publicUrl'>) {
  const visitorKey = derivedKey(config.tokenSigningKey, 'tracker-visitor');
  app.addHook('onRequest', (request, _reply, done) => {
    if (!ACCEPTED.test(request.headers.cookie ?? '')) return done();
    const referer = request.headers.referer;
    let pagePath: string | null = null;
    if (referer) {
      try {
        const from = new URL(referer);
        if (from.origin === new URL(config.publicUrl).origin) pagePath = from.pathname;
      } catch {
        pagePath = null;
      }
    }
    const lang = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 35) ?? null;
    const guestId = guestVisitorId(visitorKey, request.ip, request.headers['user-agent'] ?? '', new Date());
    store.run({ visitorKey, publicUrl: config.publicUrl, guestId, pagePath, lang }, done);
  });
}
