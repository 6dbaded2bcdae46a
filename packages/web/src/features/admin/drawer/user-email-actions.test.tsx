import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, stubFetch } from '../../../test/render-app';
import { UserEmailActions } from './user-email-actions';

afterEach(() => vi.unstubAllGlobals());

const openMenu = async () => {
  await renderWithApp(<UserEmailActions userId="u1" name="Ada Investor" />);
  fireEvent.click(screen.getByRole('button', { name: 'Email' }));
};

describe("the users form's e-mail actions (§7 sendEmail, verifyEmail)", { timeout: 15_000 }, () => {
  it('sends a mail with a subject and a message', async () => {
    const { fetchStub, calls } = stubFetch({ status: 200, body: { sent: true } });
    vi.stubGlobal('fetch', fetchStub);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send email' }));
    expect(await screen.findByRole('heading', { name: 'Send an email to Ada Investor' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Annual review' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Dear Ada,\n\nPlease call.' } });
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/admin/users/u1/email'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/email'))!;
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toEqual({
      subject: 'Annual review',
      body: 'Dear Ada,\n\nPlease call.',
    });
  });

  it('asks before marking the address not verified, then saves it', async () => {
    const { fetchStub, calls } = stubFetch({ status: 200, body: { verified: false, verifiedAt: null } });
    vi.stubGlobal('fetch', fetchStub);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark email not verified' }));
    expect(
      await screen.findByText(/cannot sign in with their password until they verify it again/),
    ).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/admin/users/'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Mark email not verified' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/email-verified'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/email-verified'))!;
    expect(call.init?.method).toBe('PUT');
    expect(JSON.parse(String(call.init?.body))).toEqual({ verified: false });
  });
});
