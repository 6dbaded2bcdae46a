/**
 * Session lifetimes (ASVS 7.1.1, 7.3.1, 7.3.2). Inactivity comes from the brand (30 min or 2 h,
 * spec §9); the absolute cap is ours: activity never extends a session past 12 hours.
 */
export const ABSOLUTE_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * last_seen_at and expires_at are rewritten at most this often, so a busy user costs one write a
 * minute rather than one per request. The price: a session may end up to this much earlier than
 * exactly `inactivity` after the last request.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** The sliding deadline after activity at `now`, never past the absolute one. */
export function slidingExpiry(now: Date, inactivityMs: number, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + inactivityMs, absoluteExpiresAt.getTime()));
}
