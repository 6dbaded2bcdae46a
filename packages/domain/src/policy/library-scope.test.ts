import { describe, expect, it } from 'vitest';
import {
  canReadDocument,
  canReadMessage,
  canSeeGroup,
  type MembershipFacts,
  type MessageFacts,
} from './library-scope';
import { testViewer } from './test-viewers';

const joined = new Date('2026-02-01T00:00:00Z');
const member: MembershipFacts = {
  groups: [{ groupId: 'group-1', memberSince: joined }],
  portalIds: ['portal-1'],
};
const outsider: MembershipFacts = { groups: [], portalIds: [] };
const account = { organisationId: 'org-1', clientUserId: 'user-1', ownerUserIds: ['advisor-1'] };
const investor = testViewer();
const advisor = testViewer({ userId: 'advisor-9', role: 'advisor' });
const otherAdmin = testViewer({ userId: 'admin-2', role: 'admin', organisationId: 'org-2' });

describe('documents (§6 Library)', () => {
  const base = { portalId: 'portal-1', organisationId: 'org-1', account: null, groupId: null };

  it('gives investors their accounts, their groups and their portals', () => {
    expect(canReadDocument(investor, { ...base, account }, outsider)).toBe(true);
    expect(canReadDocument(investor, { ...base, groupId: 'group-1' }, member)).toBe(true);
    expect(canReadDocument(investor, base, member)).toBe(true);
  });

  it('keeps investors out of other accounts, groups and portals', () => {
    const other = { ...account, clientUserId: 'user-2' };
    expect(canReadDocument(investor, { ...base, account: other }, member)).toBe(false);
    expect(canReadDocument(investor, { ...base, groupId: 'group-2' }, member)).toBe(false);
    expect(canReadDocument(investor, { ...base, portalId: 'portal-2' }, member)).toBe(false);
  });

  it('gives staff the groups and portal files of their company, and owned accounts only', () => {
    expect(canReadDocument(advisor, { ...base, groupId: 'group-7' }, outsider)).toBe(true);
    expect(canReadDocument(advisor, base, outsider)).toBe(true);
    expect(canReadDocument(advisor, { ...base, account }, outsider)).toBe(false);
    expect(canReadDocument(otherAdmin, base, outsider)).toBe(false);
    expect(canReadDocument(otherAdmin, { ...base, groupId: 'group-1' }, outsider)).toBe(false);
    expect(canReadDocument(null, base, member)).toBe(false);
  });
});

describe('groups', () => {
  it('shows investors their own groups and staff their company groups', () => {
    const group = { id: 'group-1', organisationId: 'org-1' };
    expect(canSeeGroup(investor, group, member)).toBe(true);
    expect(canSeeGroup(investor, group, outsider)).toBe(false);
    expect(canSeeGroup(advisor, group, outsider)).toBe(true);
    expect(canSeeGroup(otherAdmin, group, outsider)).toBe(false);
  });
});

describe('messages (§6)', () => {
  const message: MessageFacts = {
    createdBy: 'someone',
    createdAt: new Date('2026-03-01T00:00:00Z'),
    recipientUserId: null,
    recipientAccountClientUserId: null,
    recipientGroupId: null,
  };

  it('shows messages sent by or addressed to the viewer', () => {
    expect(canReadMessage(investor, { ...message, createdBy: 'user-1' }, outsider)).toBe(true);
    expect(canReadMessage(investor, { ...message, recipientUserId: 'user-1' }, outsider)).toBe(true);
    expect(canReadMessage(investor, { ...message, recipientAccountClientUserId: 'user-1' }, outsider)).toBe(
      true,
    );
    expect(canReadMessage(investor, message, outsider)).toBe(false);
    expect(canReadMessage(null, { ...message, recipientUserId: 'user-1' }, outsider)).toBe(false);
  });

  it('shows group messages only from the moment the member joined', () => {
    const toGroup = { ...message, recipientGroupId: 'group-1' };
    expect(canReadMessage(investor, toGroup, member)).toBe(true);
    expect(canReadMessage(investor, { ...toGroup, createdAt: joined }, member)).toBe(true);
    expect(
      canReadMessage(investor, { ...toGroup, createdAt: new Date('2026-01-31T23:59:59Z') }, member),
    ).toBe(false);
    expect(canReadMessage(investor, { ...toGroup, recipientGroupId: 'group-2' }, member)).toBe(false);
  });
});
