import { sendMessageSchema, sendReplySchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { canAttachMessage, DEFAULT_EXTRAS, newMessageBody, replyBody } from './compose-body';

const message = {
  recipient: [{ kind: 'account' as const, id: 'a1' }],
  subject: 'Review',
  body: '<p>Hi</p>',
  attachmentIds: [],
};

describe('the body a message is sent with (§3 Message)', () => {
  it('sends the process, the trimmed topic and one notification rule per channel, accepted by the strict schema', () => {
    const body = newMessageBody(
      message,
      { subthread: '  Tax  ', email: false, sms: true, attachMessage: true },
      { staff: true, processId: 'p1' },
    );
    expect(body).toEqual({
      ...message,
      processId: 'p1',
      subthread: 'Tax',
      notification: [
        { value: 'email', notify: false },
        { value: 'sms', notify: true },
      ],
      attachMessage: true,
    });
    expect(sendMessageSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out a blank topic, no process, and attachMessage where it cannot apply', () => {
    const client = newMessageBody(
      { ...message, recipient: [{ kind: 'user', id: 'u1' }] },
      { ...DEFAULT_EXTRAS, attachMessage: true },
      { staff: false },
    );
    expect(client).not.toHaveProperty('subthread');
    expect(client).not.toHaveProperty('processId');
    expect(client).not.toHaveProperty('attachMessage');
    expect(client.notification).toEqual([
      { value: 'email', notify: true },
      { value: 'sms', notify: false },
    ]);
  });

  it('gives a reply only its own keys (process and recipient come from the thread)', () => {
    const body = replyBody(
      { body: '<p>Yes</p>', attachmentIds: ['d1'] },
      { ...DEFAULT_EXTRAS, subthread: 'Fees' },
      { staff: true, threadRecipient: { kind: 'group' } },
    );
    expect(Object.keys(body).sort()).toEqual(['attachmentIds', 'body', 'notification', 'subthread']);
    expect(sendReplySchema.safeParse(body).success).toBe(true);
  });

  it('offers filing in a library only to staff writing to accounts or groups', () => {
    expect(canAttachMessage(true, [{ kind: 'account' }, { kind: 'group' }])).toBe(true);
    expect(canAttachMessage(true, [{ kind: 'account' }, { kind: 'user' }])).toBe(false);
    expect(canAttachMessage(true, [])).toBe(false);
    expect(canAttachMessage(false, [{ kind: 'account' }])).toBe(false);
  });
});
