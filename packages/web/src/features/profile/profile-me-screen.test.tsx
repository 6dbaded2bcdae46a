import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import ProfileMeScreen from './profile-me-screen';

afterEach(() => vi.unstubAllGlobals());

const SESSIONS = [
  {
    id: 's1',
    createdAt: '2026-01-01T10:00:00Z',
    lastSeenAt: '2026-01-02T10:00:00Z',
    ip: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    current: true,
  },
  {
    id: 's2',
    createdAt: '2026-01-01T10:00:00Z',
    lastSeenAt: '2026-01-03T10:00:00Z',
    ip: '10.0.0.2',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
    current: false,
  },
];

type Call = { url: string; method: string; body?: unknown };

/** Answers by method and URL; the password change fails with a translated server error. */
function stubApi(user?: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url === '/api/auth/session' && user) return json(200, { user });
    if (url === '/api/auth/sessions' && method === 'GET') return json(200, { sessions: SESSIONS });
    if (url.startsWith('/api/auth/sessions/') && method === 'DELETE') return json(204);
    if (url === '/api/auth/sessions' && method === 'DELETE') return json(200, { ended: 1 });
    if (url === '/api/auth/password') {
      return json(400, { error: { code: 'wrong_password', message: 'The current password is wrong' } });
    }
    return json(200, {});
  });
  return calls;
}

describe('profile: devices and password', { timeout: 15_000 }, () => {
  it('lists the devices, marks this one and signs another out', async () => {
    const calls = stubApi();
    await renderWithApp(<ProfileMeScreen />);
    expect(await screen.findByText('This device')).toBeTruthy();
    expect(screen.getByText('Firefox · Linux')).toBeTruthy();
    const signOut = screen.getAllByRole('button', { name: 'Sign out' });
    expect(signOut).toHaveLength(1);
    fireEvent.click(signOut[0]!);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: '/api/auth/sessions/s2', method: 'DELETE' }),
      ),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/auth/sessions' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it("shows the server's error and clears the fields when the change fails", async () => {
    const calls = stubApi();
    await renderWithApp(<ProfileMeScreen />);
    const current = screen.getByLabelText(/^current password/i) as HTMLInputElement;
    const next = screen.getByLabelText(/^new password/i) as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'oldsecret1' } });
    fireEvent.change(next, { target: { value: 'newsecret2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The current password is wrong');
    expect(current.value).toBe('');
    expect(next.value).toBe('');
    expect(calls.find((c) => c.url === '/api/auth/password')?.body).toEqual({
      currentPassword: 'oldsecret1',
      newPassword: 'newsecret2',
    });
  });

  it('offers an e-ID user no password form but says how they sign in', async () => {
    stubApi({
      id: 'u1',
      email: 'eid@example.org',
      isProfessional: false,
      isAdmin: false,
      hasPassword: false,
    });
    await renderWithApp(<ProfileMeScreen />);
    expect(
      await screen.findByText('You sign in with your electronic ID, so there is no password to change here.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^current password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('keeps the password form for a user with a password', async () => {
    stubApi({ id: 'u2', email: 'pw@example.org', isProfessional: false, isAdmin: false, hasPassword: true });
    await renderWithApp(<ProfileMeScreen />);
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByText(/electronic ID/)).toBeNull();
  });
});
