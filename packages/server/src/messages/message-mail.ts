import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@portal/domain';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema/index';
import { groupAudience } from '../library/document-mail';
import type { NotificationTexts } from '../library/notification-mail';
import type { ResolvedRecipient } from './recipients';

/** The e-mail of a new message (§2, issue 6): names the sender and subject; the body stays in the portal. */
export const MAIL_TEXTS: Record<Locale, NotificationTexts> = {
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

/** The text message of a notification: short, no link, the subject left in the portal. */
export const SMS_TEXTS: Record<Locale, string> = {
  en: '{portal}: {sender} sent you a message. Sign in to read it.',
  el: '{portal}: Ο/Η {sender} σας έστειλε μήνυμα. Συνδεθείτε για να το διαβάσετε.',
  is: '{portal}: {sender} sendi þér skilaboð. Skráðu þig inn til að lesa þau.',
};

/** The users a message reaches: the user, the client of the account, or the group's members. */
export function audienceOf(db: Database, recipient: ResolvedRecipient): SQL | undefined {
  switch (recipient.kind) {
    case 'user':
      return eq(users.id, recipient.id);
    case 'account':
      return inArray(
        users.id,
        db
          .select({ id: accounts.clientUserId })
          .from(accounts)
          .where(and(eq(accounts.id, recipient.id), isNotNull(accounts.clientUserId))),
      );
    default:
      return groupAudience({ db }, recipient.id);
  }
}
