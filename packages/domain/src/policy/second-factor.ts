import type { MaybeViewer } from './viewer';

/** What a portal asks of its users' sign-in. */
export interface PortalSignInRule {
  requireSecondFactor: boolean;
}

/**
 * Whether a viewer may use a portal as far as its sign-in rule goes: a portal that requires a
 * second factor (an emailed PIN is not enough, ASVS 6.6) admits only users with an authenticator app
 * or national e-ID. Guests are decided by the access rules, not here.
 */
export function meetsPortalSignInRule(viewer: MaybeViewer, portal: PortalSignInRule): boolean {
  if (!portal.requireSecondFactor || !viewer) return true;
  return viewer.strongSecondFactor === true;
}
