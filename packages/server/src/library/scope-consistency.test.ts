import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canReadDocument,
  canReadMessage,
  roleOfUser,
  type MembershipFacts,
  type Viewer,
} from '@portal/domain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  accountOwners,
  accounts,
  documents,
  groupMembers,
  messages,
  portals,
  users,
} from '../db/schema/index';
import { messageReadable } from '../messages/message-scope-sql';
import { createLocalStorage } from '../storage/index';
import { createAccessWorld } from '../testing/fixtures';
import { createLibraryWorld } from '../testing/library-fixtures';
import { documentReadable } from './scope-sql';

/**
 * The repositories answer "who may read this" in SQL; the domain answers it in memory
 * (canReadDocument, canReadMessage). For every user and every document and message of the fixture
 * world, both must give the same answer.
 */
let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-consistency-'));
  const world = await createAccessWorld(db.db);
  await createLibraryWorld(db.db, world, createLocalStorage(dir));
});
afterAll(async () => {
  await db?.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function viewers(): Promise<Viewer[]> {
  const rows = await db.db.select().from(users);
  return rows.map((user) => ({
    userId: user.id,
    email: user.email,
    role: roleOfUser(user),
    organisationId: user.organisationId,
    locale: 'en',
    sessionId: 's',
    mfaValidated: true,
  }));
}

async function membership(viewer: Viewer): Promise<MembershipFacts> {
  const own = await db.db
    .select({ id: accounts.id, portalId: accounts.portalId })
    .from(accounts)
    .where(eq(accounts.clientUserId, viewer.userId));
  const members = await db.db.select().from(groupMembers);
  return {
    groups: members
      .filter((m) => m.userId === viewer.userId || own.some((account) => account.id === m.accountId))
      .map((m) => ({ groupId: m.groupId, memberSince: m.memberSince })),
    portalIds: [...new Set(own.map((account) => account.portalId))],
  };
}

async function organisationOf(portalId: string): Promise<string | null> {
  const [portal] = await db.db.select().from(portals).where(eq(portals.id, portalId));
  return portal!.organisationId;
}

describe('SQL scopes agree with the domain policy', () => {
  it('documents: documentReadable ≡ canReadDocument', async () => {
    const all = await db.db.select().from(documents);
    const disagreements: string[] = [];
    for (const viewer of await viewers()) {
      const facts = await membership(viewer);
      const visible = new Set(
        (await db.db.select({ id: documents.id }).from(documents).where(documentReadable(db.db, viewer))).map(
          (row) => row.id,
        ),
      );
      for (const document of all) {
        let account = null;
        if (document.accountId) {
          const [row] = await db.db.select().from(accounts).where(eq(accounts.id, document.accountId));
          const owners = await db.db
            .select({ userId: accountOwners.userId })
            .from(accountOwners)
            .where(and(eq(accountOwners.accountId, row!.id), eq(accountOwners.active, true)));
          account = {
            organisationId: await organisationOf(row!.portalId),
            clientUserId: row!.clientUserId,
            ownerUserIds: owners.map((owner) => owner.userId),
          };
        }
        const expected = canReadDocument(
          viewer,
          {
            portalId: document.portalId,
            organisationId: await organisationOf(document.portalId),
            account,
            groupId: document.groupId,
          },
          facts,
        );
        if (expected !== visible.has(document.id)) disagreements.push(`${viewer.email} × ${document.name}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('messages: messageReadable ≡ canReadMessage', async () => {
    const all = await db.db.select().from(messages);
    const disagreements: string[] = [];
    for (const viewer of await viewers()) {
      const facts = await membership(viewer);
      const visible = new Set(
        (await db.db.select({ id: messages.id }).from(messages).where(messageReadable(db.db, viewer))).map(
          (row) => row.id,
        ),
      );
      for (const message of all) {
        const [account] = message.recipientAccountId
          ? await db.db.select().from(accounts).where(eq(accounts.id, message.recipientAccountId))
          : [];
        const expected = canReadMessage(
          viewer,
          {
            createdBy: message.createdBy,
            createdAt: message.createdAt,
            recipientUserId: message.recipientUserId,
            recipientAccountClientUserId: account?.clientUserId ?? null,
            recipientGroupId: message.recipientGroupId,
          },
          facts,
        );
        if (expected !== visible.has(message.id)) disagreements.push(`${viewer.email} × ${message.subject}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
