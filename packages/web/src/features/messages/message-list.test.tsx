import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { MessageList } from './message-list';
import type { MessageItem } from './messages-api';

const item = (change: Partial<MessageItem>): MessageItem => ({
  id: 'm1',
  threadId: 'm1',
  isReply: false,
  subject: 'My KYC answers',
  preview: 'I sent the form',
  sender: { id: 'u1', name: 'Ada Investor' },
  recipient: { kind: 'user', id: 'u2', name: 'Olive Owner' },
  createdAt: '2026-05-04T15:16:00.000Z',
  read: true,
  archived: false,
  attachments: [],
  threadInitiator: { name: 'Ada Investor', at: '2026-05-04T15:16:00.000Z' },
  process: null,
  subthread: null,
  notification: [{ value: 'email', notify: true }],
  attachMessage: false,
  ...change,
});

describe('the message list', () => {
  it('names the process and the topic of a message, and nothing for a plain one', async () => {
    await renderWithApp(
      <MessageList
        tab="latest"
        openId={null}
        onOpen={() => undefined}
        items={[
          item({ process: { id: 'p1', name: 'Know your client' }, subthread: 'Proof of address' }),
          item({ id: 'm2', subject: 'Plain' }),
        ]}
      />,
    );
    expect(screen.getByText('About: Know your client · Topic: Proof of address')).toBeTruthy();
    expect(screen.queryAllByText(/^About:/)).toHaveLength(1);
  });
});
