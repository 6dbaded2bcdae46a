import type { MaybeViewer, Viewer } from './viewer';

/**
 * Which client accounts a viewer may read (§6), as data the server's repositories turn into SQL:
 * - `organisation`: every account of every portal of the company (admins);
 * - `owner`: accounts the user owns (account_owners) in the company's portals (advisors);
 * - `client`: accounts whose client is the user (investors), in any portal;
 * - `none`: nothing (guests, a pending second factor, staff without a company).
 */
export type AccountScope =
  | { kind: 'none' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'owner'; userId: string; organisationId: string }
  | { kind: 'client'; userId: string };

/**
 * Which portals a viewer may open (§6):
 * - `organisation`: the company's portals (admins, advisors);
 * - `client-accounts`: the portals holding an account whose client is the user (investors);
 * - `none`: nothing;
 * - `no-organisation`: an advisor without a company; the caller shows the §8 message `messageKey`.
 */
export type PortalScope =
  | { kind: 'none' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'client-accounts'; userId: string }
  | { kind: 'no-organisation'; messageKey: 'errors.no_organisation' };

const NONE = { kind: 'none' } as const;

/** A viewer who may read anything at all: signed in and past the second factor (fail closed). */
function signedIn(viewer: MaybeViewer): viewer is Viewer {
  return viewer !== null && viewer.mfaValidated;
}

/** The accounts `viewer` may read; see AccountScope. */
export function accountScope(viewer: MaybeViewer): AccountScope {
  if (!signedIn(viewer)) return NONE;
  switch (viewer.role) {
    case 'admin':
      return viewer.organisationId ? { kind: 'organisation', organisationId: viewer.organisationId } : NONE;
    case 'advisor':
      return viewer.organisationId
        ? { kind: 'owner', userId: viewer.userId, organisationId: viewer.organisationId }
        : NONE;
    case 'investor':
      return { kind: 'client', userId: viewer.userId };
    default:
      return NONE;
  }
}

/**
 * The portals `viewer` may open; see PortalScope. An admin without a company sees none rather
 * than the advisor's message, which asks them to contact a company admin.
 */
export function portalScope(viewer: MaybeViewer): PortalScope {
  if (!signedIn(viewer)) return NONE;
  switch (viewer.role) {
    case 'admin':
      return viewer.organisationId ? { kind: 'organisation', organisationId: viewer.organisationId } : NONE;
    case 'advisor':
      return viewer.organisationId
        ? { kind: 'organisation', organisationId: viewer.organisationId }
        : { kind: 'no-organisation', messageKey: 'errors.no_organisation' };
    case 'investor':
      return { kind: 'client-accounts', userId: viewer.userId };
    default:
      return NONE;
  }
}

/** The facts about one account that decide whether a viewer may read it. */
export interface AccountFacts {
  /** The company owning the account's portal. */
  organisationId: string | null;
  clientUserId: string | null;
  ownerUserIds: readonly string[];
}

/**
 * The same rule as accountScope, for one account in memory (tests, checks after a write). The
 * repositories apply accountScope in SQL; both must agree, and the tests hold them to it.
 */
export function canReadAccount(viewer: MaybeViewer, account: AccountFacts): boolean {
  const scope = accountScope(viewer);
  switch (scope.kind) {
    case 'organisation':
      return account.organisationId === scope.organisationId;
    case 'owner':
      return account.organisationId === scope.organisationId && account.ownerUserIds.includes(scope.userId);
    case 'client':
      return account.clientUserId === scope.userId;
    default:
      return false;
  }
}
