import { canReadAccount, type AccountFacts } from './scopes';
import type { MaybeViewer, Viewer } from './viewer';

/**
 * "View as client" (issue 5 item 10): a professional sees the portal exactly as one client does,
 * read-only. These rules are pure so that the server and the tests ask the same questions.
 */

/** A preview lasts at most this long, and never past the professional's own session. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** What decides whether a preview of an account may start: the account, and its client user. */
export interface PreviewTargetFacts extends AccountFacts {
  /** The client user's state; null when the account has no client user (or it is gone). */
  client: { role: Viewer['role']; active: boolean } | null;
}

export type PreviewStartDecision =
  | { allow: true }
  /** 404: the account is not in the viewer's scope (decision 16: existence is not revealed). */
  | { allow: false; deny: 'not_found' }
  /** 403: not a professional, or already looking through someone else's eyes. */
  | { allow: false; deny: 'forbidden' }
  /** 409: the account has no active client user whose portal could be shown. */
  | { allow: false; deny: 'no_client' };

/**
 * Whether `viewer` may open a preview of the account: an advisor who owns it or an admin of its
 * company (the account-read rule), past the second factor, not already in a preview, and the
 * account's client must be an active investor (previewing a professional would show more than a
 * client ever sees, and previewing oneself is pointless).
 */
export function canStartPreview(viewer: MaybeViewer, target: PreviewTargetFacts): PreviewStartDecision {
  if (!viewer || !viewer.mfaValidated || viewer.preview) return { allow: false, deny: 'forbidden' };
  if (viewer.role !== 'admin' && viewer.role !== 'advisor') return { allow: false, deny: 'forbidden' };
  if (!canReadAccount(viewer, target)) return { allow: false, deny: 'not_found' };
  const client = target.client;
  if (!target.clientUserId || !client || !client.active || client.role !== 'investor')
    return { allow: false, deny: 'no_client' };
  if (target.clientUserId === viewer.userId) return { allow: false, deny: 'no_client' };
  return { allow: true };
}

/** A route as the server declares it: method and path pattern, e.g. `POST /api/auth/sign-out`. */
export type RouteKey = `${string} /api/${string}`;

/** The one route that ends a preview: the only change a preview may make. */
export const PREVIEW_END_ROUTE: RouteKey = 'POST /api/portals/:portalId/accounts/:accountId/preview/end';

/**
 * Requests a preview lets through although they are not reads: ending the preview; signing out
 * (it ends the professional's own session, and the preview with it); and the page-visit log,
 * which the server records as the professional's preview visit, never as the client's.
 */
export const PREVIEW_WRITABLE_ROUTES: readonly RouteKey[] = [
  PREVIEW_END_ROUTE,
  'POST /api/auth/sign-out',
  'POST /api/portals/:portalId/activity/page-visits',
];

/**
 * Reads a preview refuses: the client's own security settings (active sessions with their
 * addresses and devices, authenticator app), which are the client's business, not the portal's.
 */
export const PREVIEW_PRIVATE_ROUTES: readonly RouteKey[] = ['GET /api/auth/sessions', 'GET /api/auth/totp'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may run while the viewer is in a preview. `routeUrl` is the matched route's
 * pattern (not the concrete path), so ids in the path cannot be used to dodge the rule. Closed by
 * default: any method that is not a read is refused unless its route is listed above.
 */
export function previewAllowsRequest(method: string, routeUrl: string): boolean {
  const verb = method.toUpperCase();
  const key = `${verb === 'HEAD' ? 'GET' : verb} ${routeUrl}`;
  if (READS.has(verb)) return !PREVIEW_PRIVATE_ROUTES.includes(key as RouteKey);
  return PREVIEW_WRITABLE_ROUTES.includes(key as RouteKey);
}

/** The end of a preview started at `now`: 30 minutes, or the session's hard end if sooner. */
export function previewExpiry(now: Date, sessionAbsoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + PREVIEW_TTL_MS, sessionAbsoluteExpiresAt.getTime()));
}
