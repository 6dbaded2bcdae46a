import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { documents, groupMembers, groups, messages } from '../db/schema/index';
import { uploadKey, type FileStorage } from '../storage/index';
import type { AccessWorld } from './fixtures';

/** Ids of the library and messages added to the access world (issue 6). */
export interface LibraryWorld {
  /** A group of portal A: the investor's account joined it on JOINED_AT, the neighbour's long before. */
  group: string;
  documents: {
    /** In the investor's account, uploaded by the owner advisor, with a stored file. */
    investor: string;
    /** Also the investor's, for cases that remove it. */
    disposable: string;
    neighbour: string;
    group: string;
    /** Portal-wide (a factsheet of portal A). */
    portal: string;
    /** In portal B's account. */
    otherPortal: string;
  };
  messages: {
    /** Owner advisor → the investor's account, with the investor's document attached. */
    toInvestor: string;
    /** Also to the investor's account, for cases that delete it. */
    disposable: string;
    /** To the group before the investor joined, and after. */
    groupBefore: string;
    groupAfter: string;
  };
}

export const JOINED_AT = new Date('2026-02-01T00:00:00Z');

/** The bytes of a tiny PDF named `name` (enough for the magic-byte check and downloads). */
export function pdfBytes(name: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7\n% ${name}\n%%EOF\n`);
}

/**
 * Adds to the access world a group in portal A, documents of every kind with their files in
 * `storage`, and messages to the investor's account and to the group, before and after the investor
 * joined. Additive: the access world itself is unchanged.
 */
export async function createLibraryWorld(
  db: Database,
  world: AccessWorld,
  storage: FileStorage,
): Promise<LibraryWorld> {
  const [group] = await db
    .insert(groups)
    .values({ portalId: world.portalA, name: 'Income Club' })
    .returning({ id: groups.id });
  await db.insert(groupMembers).values([
    {
      portalId: world.portalA,
      groupId: group!.id,
      accountId: world.accounts.investor,
      memberSince: JOINED_AT,
    },
    {
      portalId: world.portalA,
      groupId: group!.id,
      accountId: world.accounts.neighbour,
      memberSince: new Date('2025-06-01T00:00:00Z'),
    },
  ]);

  const addDocument = async (
    portalId: string,
    name: string,
    type: string,
    owner: { accountId?: string; groupId?: string },
  ) => {
    const fileKey = uploadKey({ uploadId: randomUUID(), fileName: name });
    const bytes = pdfBytes(name);
    await storage.put(fileKey, bytes, { contentType: 'application/pdf' });
    const [row] = await db
      .insert(documents)
      .values({
        portalId,
        name,
        type,
        fileKey,
        fileName: name,
        size: bytes.byteLength,
        mime: 'application/pdf',
        createdBy: world.users.ownerAdvisor,
        createdName: 'Olive Owner',
        tags: ['statements'],
        ...owner,
      })
      .returning({ id: documents.id });
    return row!.id;
  };
  const docs = {
    investor: await addDocument(world.portalA, 'Statement Q1.pdf', 'Account documents', {
      accountId: world.accounts.investor,
    }),
    disposable: await addDocument(world.portalA, 'Old form.pdf', 'Forms', {
      accountId: world.accounts.investor,
    }),
    neighbour: await addDocument(world.portalA, 'Neighbour statement.pdf', 'Account documents', {
      accountId: world.accounts.neighbour,
    }),
    group: await addDocument(world.portalA, 'Club newsletter.pdf', 'Presentations', { groupId: group!.id }),
    portal: await addDocument(world.portalA, 'Global fund factsheet.pdf', 'Factsheet', {}),
    otherPortal: await addDocument(world.portalB, 'Beta statement.pdf', 'Account documents', {
      accountId: world.accounts.otherPortal,
    }),
  };

  const addMessage = async (values: Partial<typeof messages.$inferInsert> & { subject: string }) => {
    const [row] = await db
      .insert(messages)
      .values({
        portalId: world.portalA,
        body: `<p>${values.subject}</p>`,
        createdBy: world.users.ownerAdvisor,
        createdName: 'Olive Owner',
        ...values,
      })
      .returning({ id: messages.id });
    return row!.id;
  };
  return {
    group: group!.id,
    documents: docs,
    messages: {
      toInvestor: await addMessage({
        subject: 'Your statement',
        recipientAccountId: world.accounts.investor,
        attachments: [{ name: 'Statement Q1.pdf', url: docs.investor }],
        createdAt: new Date('2026-03-10T09:00:00Z'),
      }),
      disposable: await addMessage({
        subject: 'Reminder',
        recipientAccountId: world.accounts.investor,
        createdAt: new Date('2026-03-11T09:00:00Z'),
      }),
      groupBefore: await addMessage({
        subject: 'Club news, January',
        recipientGroupId: group!.id,
        createdAt: new Date('2026-01-15T09:00:00Z'),
      }),
      groupAfter: await addMessage({
        subject: 'Club news, March',
        recipientGroupId: group!.id,
        createdAt: new Date('2026-03-01T09:00:00Z'),
      }),
    },
  };
}
