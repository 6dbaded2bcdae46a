import { canReadAccount, type AccountFacts } from './scopes';
import type { MaybeViewer, Viewer } from './viewer';

/** What the server knows about a viewer's memberships, looked up once per request. */
export interface MembershipFacts {
  /** Groups the viewer belongs to (directly or through an account of theirs), with when they joined. */
  groups: readonly { groupId: string; memberSince: Date }[];
  /** Portals the viewer may open (portalScope), for portal-wide content. */
  portalIds: readonly string[];
}

/** The facts about one group that decide who sees it. */
export interface GroupFacts {
  id: string;
  /** The company owning the group's portal. */
  organisationId: string | null;
}

/** The facts about one library document (spec §3 Document: an account's, a group's, or portal-wide). */
export interface DocumentFacts {
  portalId: string;
  /** The company owning the document's portal. */
  organisationId: string | null;
  /** The account the document belongs to, if any. */
  account: AccountFacts | null;
  groupId: string | null;
}

function staffOf(viewer: Viewer, organisationId: string | null): boolean {
  return (
    (viewer.role === 'admin' || viewer.role === 'advisor') &&
    viewer.organisationId !== null &&
    viewer.organisationId === organisationId
  );
}

function signedIn(viewer: MaybeViewer): viewer is Viewer {
  return viewer !== null && viewer.mfaValidated;
}

/**
 * Whether `viewer` sees a group (§6, §2 Library and Messages): admins and advisors see every group
 * of their company's portals (they pick groups as recipients); investors only the groups they are in.
 */
export function canSeeGroup(viewer: MaybeViewer, group: GroupFacts, facts: MembershipFacts): boolean {
  if (!signedIn(viewer)) return false;
  if (viewer.role !== 'investor') return staffOf(viewer, group.organisationId);
  return facts.groups.some((membership) => membership.groupId === group.id);
}

/**
 * Whether `viewer` may read a library document (§6): an account's document follows the account's
 * scope; a group's document goes to staff of the company and to the group's members; a portal-wide
 * document (factsheets) to staff of the company and to investors who may open the portal.
 */
export function canReadDocument(
  viewer: MaybeViewer,
  document: DocumentFacts,
  facts: MembershipFacts,
): boolean {
  if (!signedIn(viewer)) return false;
  if (document.account) return canReadAccount(viewer, document.account);
  if (document.groupId !== null) {
    return canSeeGroup(viewer, { id: document.groupId, organisationId: document.organisationId }, facts);
  }
  if (viewer.role !== 'investor') return staffOf(viewer, document.organisationId);
  return facts.portalIds.includes(document.portalId);
}

/** The facts about one message (spec §3 Message; the sender is created_by). */
export interface MessageFacts {
  createdBy: string | null;
  createdAt: Date;
  recipientUserId: string | null;
  /** The client of the recipient account, when the message went to an account. */
  recipientAccountClientUserId: string | null;
  recipientGroupId: string | null;
}

/**
 * Whether `viewer` may read a message (§6): one they sent, one addressed to them (as a user or as
 * the client of the recipient account), or a group message sent after they joined the group, so
 * a new member does not read the group's earlier conversation.
 */
export function canReadMessage(viewer: MaybeViewer, message: MessageFacts, facts: MembershipFacts): boolean {
  if (!signedIn(viewer)) return false;
  if (message.createdBy === viewer.userId) return true;
  if (message.recipientUserId === viewer.userId) return true;
  if (message.recipientAccountClientUserId === viewer.userId) return true;
  const groupId = message.recipientGroupId;
  if (groupId === null) return false;
  return facts.groups.some(
    (membership) =>
      membership.groupId === groupId && membership.memberSince.getTime() <= message.createdAt.getTime(),
  );
}
