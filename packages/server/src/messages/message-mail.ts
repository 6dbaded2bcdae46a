import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Locale, Viewer } from '@portal/domain';
import { accounts, users } from '../db/schema/index';
import { groupAudience } from '../library/document-mail';
import type { LibraryContext } from '../library/library-context';
import { notifyUsers, type NotificationTexts } from '../library/notification-mail';
import type { ResolvedRecipient } from './recipients';

const TEXTS: Record<Locale, NotificationTexts> = {
  en: {
    subject: 'New message from {sender}: {subject}',
    preHeader: 'You have a new message in {portal}.',
    header: 'You have a new message',
    paragraphs: ['{sender} sent you a message in {portal}: “{subject}”.', 'Sign in to read it and reply.'],
    action: 'Read the message',
  },
  el: {
    subject: 'Νέο μήνυμα από {sender}: {subject}',
    preHeader: 'Έχετε νέο μήνυμα στο {portal}.',
    header: 'Έχετε νέο μήνυμα',
    paragraphs: [
      'Ο/Η {sender} σας έστειλε μήνυμα στο {portal}: «{subject}».',
      'Συνδεθείτε για να το διαβάσετε και να απαντήσετε.',
    ],
    action: 'Ανάγνωση μηνύματος',
  },
  is: {
    subject: 'Ný skilaboð frá {sender}: {subject}',
    preHeader: 'Þú átt ný skilaboð í {portal}.',
    header: 'Þú átt ný skilaboð',
    paragraphs: [
      '{sender} sendi þér skilaboð í {portal}: „{subject}“.',
      'Skráðu þig inn til að lesa þau og svara.',
    ],
    action: 'Lesa skilaboðin',
  },
};

function audienceOf(ctx: LibraryContext, recipient: ResolvedRecipient): SQL | undefined {
  switch (recipient.kind) {
    case 'user':
      return eq(users.id, recipient.id);
    case 'account':
      return inArray(
        users.id,
        ctx.db
          .select({ id: accounts.clientUserId })
          .from(accounts)
          .where(and(eq(accounts.id, recipient.id), isNotNull(accounts.clientUserId))),
      );
    default:
      return groupAudience(ctx, recipient.id);
  }
}

/**
 * E-mails the people a message went to, each in their language (§2, issue 6), after the commit. The
 * mail names the sender and subject and links to the messages screen; the body stays in the portal.
 */
export async function notifyMessageSent(
  ctx: LibraryContext,
  viewer: Viewer,
  message: { portalId: string; subject: string; senderName: string; recipient: ResolvedRecipient },
): Promise<void> {
  await notifyUsers(ctx, viewer, {
    audience: audienceOf(ctx, message.recipient),
    portalId: message.portalId,
    screen: 'dashboard-portal-messages',
    texts: TEXTS,
    values: { sender: message.senderName, subject: message.subject },
  });
}
