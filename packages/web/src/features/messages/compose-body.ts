import type { MessageNotificationRule, Recipient, SendMessageInput, SendReplyInput } from '@portal/domain';

/** What the compose form holds besides the text and the attachments (§3 Message). */
export interface ComposeExtras {
  /** A topic within the thread; blank for none. */
  subthread: string;
  /** Tell the recipients by e-mail (on by default, as every message was) and by text message. */
  email: boolean;
  sms: boolean;
  /** File the message in the library of the account or group it goes to (staff only). */
  attachMessage: boolean;
}

export const DEFAULT_EXTRAS: ComposeExtras = { subthread: '', email: true, sms: false, attachMessage: false };

/** The notification rules the two switches say, one per channel (the message itself is always in-app). */
export function notificationOf(extras: ComposeExtras): MessageNotificationRule[] {
  return [
    { value: 'email', notify: extras.email },
    { value: 'sms', notify: extras.sms },
  ];
}

/** Only a message to accounts or groups can be filed in a library; never a client's message. */
export function canAttachMessage(staff: boolean, recipients: readonly Pick<Recipient, 'kind'>[]): boolean {
  return staff && recipients.length > 0 && recipients.every((recipient) => recipient.kind !== 'user');
}

function extrasBody(extras: ComposeExtras, attachable: boolean) {
  const subthread = extras.subthread.trim();
  return {
    ...(subthread ? { subthread } : {}),
    notification: notificationOf(extras),
    ...(attachable && extras.attachMessage ? { attachMessage: true } : {}),
  };
}

/** A new message's body as the server takes it (only its own keys: the schema refuses others). */
export function newMessageBody(
  input: { recipient: Recipient[]; subject: string; body: string; attachmentIds: string[] },
  extras: ComposeExtras,
  options: { staff: boolean; processId?: string | undefined },
): SendMessageInput {
  return {
    ...input,
    ...(options.processId ? { processId: options.processId } : {}),
    ...extrasBody(extras, canAttachMessage(options.staff, input.recipient)),
  };
}

/** A reply's body: recipient, subject and process come from the thread. */
export function replyBody(
  input: { body: string; attachmentIds: string[] },
  extras: ComposeExtras,
  options: { staff: boolean; threadRecipient: Pick<Recipient, 'kind'> },
): SendReplyInput {
  return { ...input, ...extrasBody(extras, canAttachMessage(options.staff, [options.threadRecipient])) };
}
