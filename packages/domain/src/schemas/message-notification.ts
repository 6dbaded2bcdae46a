import { z } from 'zod';
import { invalidInput, writeObject } from './common';

/**
 * §3 Message.notification: how the recipients hear of a message. `value` is the channel (the
 * message itself is always in-app; email and sms are sent by a background job in the recipient's
 * language), `notify` whether to use it. One rule or a list of them, one per channel.
 */
export const MESSAGE_NOTIFY_CHANNELS = ['email', 'sms', 'inApp'] as const;
export type MessageNotifyChannel = (typeof MESSAGE_NOTIFY_CHANNELS)[number];
const notificationRule = writeObject({
  value: z.enum(MESSAGE_NOTIFY_CHANNELS, invalidInput),
  notify: z.boolean(invalidInput),
});
export type MessageNotificationRule = z.infer<typeof notificationRule>;
export const messageNotificationSchema = z.union(
  [
    notificationRule,
    z
      .array(notificationRule, invalidInput)
      .min(1, invalidInput.error)
      .max(MESSAGE_NOTIFY_CHANNELS.length, invalidInput.error)
      .refine((rules) => new Set(rules.map((rule) => rule.value)).size === rules.length, invalidInput),
  ],
  invalidInput,
);
export type MessageNotification = z.infer<typeof messageNotificationSchema>;

/** No rule given: e-mail, as every message did before rules existed. */
const DEFAULT_RULES: readonly MessageNotificationRule[] = [{ value: 'email', notify: true }];

/** The rules as a list (one rule or none given become a list), the form the message keeps. */
export function notificationRules(
  notification: MessageNotification | null | undefined,
): MessageNotificationRule[] {
  if (notification === undefined || notification === null) return [...DEFAULT_RULES];
  return Array.isArray(notification) ? notification : [notification];
}

/** The channels a background job must use besides in-app: those whose rule says notify. */
export function notifiedChannels(
  rules: readonly MessageNotificationRule[],
): Exclude<MessageNotifyChannel, 'inApp'>[] {
  const out: Exclude<MessageNotifyChannel, 'inApp'>[] = [];
  for (const rule of rules) if (rule.notify && rule.value !== 'inApp') out.push(rule.value);
  return out;
}
