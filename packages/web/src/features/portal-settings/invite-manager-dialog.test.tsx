import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { SnackbarHost } from '../../ui/snackbar-host';
import { InviteManagerDialog } from './invite-manager-dialog';

afterEach(() => vi.unstubAllGlobals());

const portalId = '11111111-1111-4111-8111-111111111111';
const send = () => screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
/** The dialog's own alert (the snackbar of an earlier test may still be on screen). */
const dialogAlert = () => within(screen.getByRole('dialog')).queryByRole('alert');
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Answers the CSRF session read with 200 and each POST with the next of `answers` (the last repeats). */
function stubApi(...answers: { status: number; body: unknown }[]) {
  const posts: RequestInit[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return new Response('{}', { status: 200 });
    expect(url).toBe(`/api/portals/${portalId}/manager-invitations`);
    posts.push(init);
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return posts;
}

async function open(onClose: () => void) {
  await renderWithApp(
    <>
      <InviteManagerDialog portalId={portalId} open onClose={onClose} defaultLanguage="en" />
      <SnackbarHost />
    </>,
  );
}

async function fillIn() {
  fireEvent.change(field(/^Email/), { target: { value: 'ann@alpha.example' } });
  fireEvent.change(field(/^Name/), { target: { value: 'Ann Advisor' } });
  await waitFor(() => expect(send().disabled).toBe(false));
}

describe('invite manager dialog (§2)', { timeout: 15_000 }, () => {
  it('sends the invitation, shows the server message and closes', async () => {
    const posts = stubApi({ status: 200, body: { message: 'The invitation has been sent' } });
    const onClose = vi.fn();
    await open(onClose);
    expect(screen.getByRole('dialog', { name: 'Invite a manager' })).toBeTruthy();
    expect(send().disabled).toBe(true);
    await fillIn();
    fireEvent.click(send());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('The invitation has been sent')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body as string)).toEqual({
      email: 'ann@alpha.example',
      name: 'Ann Advisor',
      language: 'en',
    });
  });

  it("puts the server's field errors under their fields and keeps the dialog open", async () => {
    stubApi({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Invalid',
          fields: [{ path: 'email', message: 'A user with this email address already exists' }],
        },
      },
    });
    const onClose = vi.fn();
    await open(onClose);
    await fillIn();
    fireEvent.click(send());
    expect(await screen.findByText('A user with this email address already exists')).toBeTruthy();
    expect(dialogAlert()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal above the fields, a technical failure as the general message, and Cancel clears it', async () => {
    stubApi(
      {
        status: 409,
        body: {
          error: { code: 'advisors_limit', message: 'Your company has reached its limit of 3 advisors' },
        },
      },
      { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    );
    const onClose = vi.fn();
    await open(onClose);
    await fillIn();
    fireEvent.click(send());
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      'Your company has reached its limit of 3 advisors',
    );
    fireEvent.click(send());
    await waitFor(() =>
      expect(dialogAlert()?.textContent).toBe(
        'Sorry, we encountered a technical error, wait a few minutes and reload',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogAlert()).toBeNull();
    expect(field(/^Email/).value).toBe('');
  });
});
