import type { Recipient } from '@portal/domain';

import { pickerOptions, type PickerOption } from '../../ui/search-picker';
import type { Recipients } from './messages-api';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The picker's choices: a client's advisors, or staff's accounts and groups (groups with a prefix). */
export function recipientOptions(recipients: Recipients | undefined, t: T): PickerOption[] {
  if (!recipients) return [];
  return [
    ...pickerOptions('user', recipients.advisors, t('messageCentre.advisors')),
    ...pickerOptions('account', recipients.accounts, t('library.accounts')),
    ...pickerOptions('group', recipients.groups, t('library.groups'), (name) =>
      t('library.groupPrefix', { name }),
    ),
  ];
}

/** A picker key (`user:{id}`, `account:{id}`, `group:{id}`) as the server's recipient. */
export function toRecipient(key: string): Recipient | null {
  const match = /^(user|account|group):(.+)$/.exec(key);
  return match ? { kind: match[1] as Recipient['kind'], id: match[2]! } : null;
}

export const recipientKey = (recipient: Recipient) => `${recipient.kind}:${recipient.id}`;

/** Where an attachment the sender uploads is filed: their own account (a client), else the first account or group written to. */
export function attachmentTarget(
  recipients: readonly Recipient[],
  ownAccounts: readonly { id: string }[],
  staff: boolean,
): { accountId: string } | { groupId: string } | null {
  if (!staff) return ownAccounts[0] ? { accountId: ownAccounts[0].id } : null;
  const first = recipients.find((recipient) => recipient.kind !== 'user');
  if (!first) return null;
  return first.kind === 'account' ? { accountId: first.id } : { groupId: first.id };
}
