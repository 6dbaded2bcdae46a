import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Locale, Viewer } from '@portal/domain';
import { accountOwners, accounts, groupMembers, users } from '../db/schema/index';
import type { LibraryContext } from './library-context';
import type { LibraryTarget } from './document-repository';
import { notifyUsers, type NotificationTexts } from './notification-mail';

const TEXTS: Record<Locale, NotificationTexts> = {
  en: {
    subject: 'New document in {portal}: {document}',
    preHeader: 'A document has been added to your library.',
    header: 'A new document is in your library',
    paragraphs: ['{document} has been added to your library in {portal}.', 'Sign in to read or download it.'],
    action: 'Open the library',
  },
  el: {
    subject: 'Νέο έγγραφο στο {portal}: {document}',
    preHeader: 'Ένα έγγραφο προστέθηκε στη βιβλιοθήκη σας.',
    header: 'Ένα νέο έγγραφο βρίσκεται στη βιβλιοθήκη σας',
    paragraphs: [
      'Το έγγραφο {document} προστέθηκε στη βιβλιοθήκη σας στο {portal}.',
      'Συνδεθείτε για να το διαβάσετε ή να το κατεβάσετε.',
    ],
    action: 'Άνοιγμα βιβλιοθήκης',
  },
  is: {
    subject: 'Nýtt skjal í {portal}: {document}',
    preHeader: 'Skjali hefur verið bætt í skjalasafnið þitt.',
    header: 'Nýtt skjal er í skjalasafninu þínu',
    paragraphs: [
      '{document} hefur verið bætt í skjalasafnið þitt í {portal}.',
      'Skráðu þig inn til að lesa það eða sækja.',
    ],
    action: 'Opna skjalasafnið',
  },
};

/**
 * §4: adding a document e-mails its recipients in their language: the client of the account (and,
 * when the client added it, the account's advisors), or the members of the group. Never the
 * person who added it. Sent after the commit, in the background.
 */
export async function notifyDocumentAdded(
  ctx: LibraryContext,
  viewer: Viewer,
  target: LibraryTarget,
  documentName: string,
): Promise<void> {
  const audience =
    target.kind === 'account'
      ? or(
          inArray(
            users.id,
            ctx.db
              .select({ id: accounts.clientUserId })
              .from(accounts)
              .where(and(eq(accounts.id, target.id), isNotNull(accounts.clientUserId))),
          ),
          viewer.role === 'investor'
            ? inArray(
                users.id,
                ctx.db
                  .select({ id: accountOwners.userId })
                  .from(accountOwners)
                  .where(and(eq(accountOwners.accountId, target.id), eq(accountOwners.active, true))),
              )
            : undefined,
        )
      : groupAudience(ctx, target.id);
  await notifyUsers(ctx, viewer, {
    audience,
    portalId: target.portalId,
    screen: 'dashboard-portal-library',
    texts: TEXTS,
    values: { document: documentName },
  });
}

/** Users in a group: members in their own name, and the clients of member accounts. */
export function groupAudience(ctx: Pick<LibraryContext, 'db'>, groupId: string) {
  return or(
    inArray(
      users.id,
      ctx.db
        .select({ id: groupMembers.userId })
        .from(groupMembers)
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.active, true),
            isNotNull(groupMembers.userId),
          ),
        ),
    ),
    inArray(
      users.id,
      ctx.db
        .select({ id: accounts.clientUserId })
        .from(groupMembers)
        .innerJoin(accounts, eq(accounts.id, groupMembers.accountId))
        .where(
          and(eq(groupMembers.groupId, groupId), eq(groupMembers.active, true), eq(accounts.active, true)),
        ),
    ),
  );
}
