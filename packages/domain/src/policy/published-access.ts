import type { AccessLevel } from '../enums/content';
import type { MaybeViewer } from './viewer';

/** What a published page or post says about who may read it (§2 access-level chooser, §3 Page). */
export interface PublishedAccessFacts {
  access?: { level?: AccessLevel | string; ids?: readonly string[] } | null;
  /** §3 Page `protected`: listed in the site map, readable only once signed in. */
  protected?: boolean | null;
}

/**
 * What a visitor gets of a published item:
 * - `open`: the content;
 * - `sign-in`: a guest (or a viewer whose second factor is still due) is asked to sign in — the item
 *   is protected, or its access level needs a signed-in reader;
 * - `none`: as if it did not exist (404) — access level hidden, or a users/organisations list that
 *   does not name the signed-in viewer.
 */
export function publishedAccess(
  item: PublishedAccessFacts,
  viewer: MaybeViewer,
): 'open' | 'sign-in' | 'none' {
  const level = item.access?.level ?? 'public';
  if (level === 'hidden') return 'none';
  const needsSignIn = item.protected === true || level !== 'public';
  if (!viewer || !viewer.mfaValidated) return needsSignIn ? 'sign-in' : 'open';
  const ids = item.access?.ids ?? [];
  if (level === 'users') return ids.includes(viewer.userId) ? 'open' : 'none';
  if (level === 'organisations')
    return viewer.organisationId && ids.includes(viewer.organisationId) ? 'open' : 'none';
  return 'open';
}

/**
 * §2 public header: a page is in the site map when the visitor may open it, or when it is merely
 * protected (behind sign-in, still listed). "Secure" pages — an access level that needs a signed-in
 * reader — are hidden while signed out.
 */
export function listedInSiteMap(item: PublishedAccessFacts, viewer: MaybeViewer): boolean {
  const access = publishedAccess(item, viewer);
  if (access === 'open') return true;
  if (access === 'none') return false;
  return (item.access?.level ?? 'public') === 'public';
}
