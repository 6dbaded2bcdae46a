import type { MaybeViewer } from './viewer';

/**
 * Who may call a server route (every /api route declares one):
 * - `public`: anyone, signed in or not;
 * - `mfa-pending`: signed in with the password step done and the second factor still due (the PIN
 *   routes); a fully signed-in viewer has nothing to prove there;
 * - `authenticated`: signed in with every required factor (§4, ASVS 6.3.3: no route is usable with
 *   only the password step done);
 * - `professional`: an advisor or an admin (§6, "shown as Internal");
 * - `admin`: a company admin (§6);
 * - `service`: another system reading the Data API (§7) with the server's bearer token. A session
 *   never grants it, whoever is signed in: the server's guard checks the token instead (allowsRule
 *   answers unauthenticated, so a caller without the token gets 401).
 */
export const ACCESS_RULES = [
  'public',
  'mfa-pending',
  'authenticated',
  'professional',
  'admin',
  'service',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/**
 * The answer to "may this viewer use a route with this rule". `unauthenticated` (HTTP 401) means
 * signing in, or finishing it, would help; `forbidden` (HTTP 403) means the viewer is who they say
 * but their role is not enough.
 */
export type AccessDecision = { allow: true } | { allow: false; deny: 'unauthenticated' | 'forbidden' };

const ALLOW: AccessDecision = { allow: true };
const UNAUTHENTICATED: AccessDecision = { allow: false, deny: 'unauthenticated' };
const FORBIDDEN: AccessDecision = { allow: false, deny: 'forbidden' };

/** True for a string that names an access rule (routes may be declared by untyped callers). */
export function isAccessRule(value: unknown): value is AccessRule {
  return typeof value === 'string' && (ACCESS_RULES as readonly string[]).includes(value);
}

/**
 * Decides whether `viewer` may use a route guarded by `rule`. Pure, and closed by default: an
 * unknown rule refuses. A viewer whose second factor is pending counts as not yet signed in for
 * every rule but `public` and `mfa-pending`, so the answer sends them back to the PIN step.
 */
export function allowsRule(rule: AccessRule, viewer: MaybeViewer): AccessDecision {
  if (rule === 'public') return ALLOW;
  if (!viewer || rule === 'service') return UNAUTHENTICATED;
  if (rule === 'mfa-pending') return viewer.mfaValidated ? FORBIDDEN : ALLOW;
  if (!viewer.mfaValidated) return UNAUTHENTICATED;
  switch (rule) {
    case 'authenticated':
      return ALLOW;
    case 'professional':
      return viewer.role === 'admin' || viewer.role === 'advisor' ? ALLOW : FORBIDDEN;
    case 'admin':
      return viewer.role === 'admin' ? ALLOW : FORBIDDEN;
    default:
      return FORBIDDEN;
  }
}
