import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { ProcessConversation } from './process-conversation';

afterEach(() => vi.unstubAllGlobals());

const portal = '11111111-1111-4111-8111-111111111111';
const process = { id: '22222222-2222-4222-8222-222222222222', name: 'Know your client' };

function stubApi() {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://portal.test');
    urls.push(path);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path.pathname === `/api/portals/${portal}/messages`)
      return json({
        items: [
          {
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
            process,
            subthread: 'Proof of address',
            notification: [{ value: 'email', notify: true }],
            attachMessage: false,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    if (path.pathname.endsWith('/messages/recipients'))
      return json({ advisors: [{ id: 'u2', name: 'Olive Owner' }], accounts: [], groups: [], fixed: true });
    return json({ error: { code: 'unauthenticated', message: 'Please sign in' } }, 401);
  });
  return urls;
}

describe('the conversation of a process (§3 Message.process)', { timeout: 20_000 }, () => {
  it("lists the process's messages with their topic, linking to the thread, and starts one about the process", async () => {
    const urls = stubApi();
    await renderWithApp(<ProcessConversation portalId={portal} process={process} />);
    const list = await screen.findByRole('list', { name: 'Conversation about this process' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/dashboard/${portal}/messages?tab=latest&open=m1`);
    expect(within(list).getByText('Topic: Proof of address')).toBeTruthy();
    expect(urls.some((url) => url.searchParams.get('processId') === process.id)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Start a conversation about this process' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByText('About: Know your client')).toBeTruthy();
    expect(within(dialog).getByLabelText('Topic (optional)')).toBeTruthy();
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Text message') as HTMLInputElement).checked).toBe(false);
    // A client writes to their advisor: nothing to file in a library.
    expect(within(dialog).queryByLabelText("File this message in the recipient's library")).toBeNull();
  });
});
