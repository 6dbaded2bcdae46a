import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, stubFetch } from '../../test/render-app';
import { LoginDialog } from './login-dialog';

afterEach(() => vi.unstubAllGlobals());

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function open(mode: 'login' | 'signup' | 'reset' = 'login') {
  const onSignedIn = vi.fn();
  const view = await renderWithApp(<LoginDialog initialMode={mode} onSignedIn={onSignedIn} />, {
    route: '/login',
    path: '/login',
    extra: [<Route key="profile" path="/profile/me" element={<div data-testid="profile" />} />],
  });
  return { ...view, onSignedIn };
}

// The first render loads MUI and the locale; a cold worker can take a few seconds.
describe('login dialog (§2)', { timeout: 15_000 }, () => {
  it('switches between login, signup and reset and back, keeping the email', async () => {
    await open();
    expect(heading()).toBe('Log in');
    type(/^email/i, 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(heading()).toBe('Create your account');
    expect(
      await screen.findByRole('checkbox', { name: 'I have read and accept the terms of use' }),
    ).toBeTruthy();
    expect(input(/^email/i).value).toBe('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(heading()).toBe('Log in');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(heading()).toBe('Reset your password');
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(heading()).toBe('Log in');
  });

  it('keeps Sign up disabled until the terms are ticked', async () => {
    await open('signup');
    const submit = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the terms of use' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it("shows the domain's validation messages", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type(/^email/i, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email must be valid')).toBeTruthy();
  });

  it('shows the technical error in an error banner and clears the password when the service fails', async () => {
    const { fetchStub, calls } = stubFetch({
      status: 503,
      body: { error: { code: 'down', message: 'down' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    await open();
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Sorry, we encountered a technical error, wait a few minutes and reload',
    );
    expect(input(/^password/i).value).toBe('');
    const signIn = calls.find((call) => call.url === '/api/auth/sign-in');
    expect(JSON.parse(String(signIn?.init?.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret123',
    });
  });

  it("shows the auth service's own refusal message", async () => {
    const { fetchStub } = stubFetch({
      status: 401,
      body: { error: { code: 'x', message: 'Wrong email or password' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    await open();
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password');
  });

  it("labels the busy button 'Please wait...' and disables the buttons", async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await open('reset');
    type(/^email/i, 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const busy = (await screen.findByRole('button', { name: 'Please wait...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('returns to login with a notice after a password reset', async () => {
    const { fetchStub, calls } = stubFetch({ status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', fetchStub);
    await open('reset');
    type(/^email/i, 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If your email address exists, a link is on its way to you.'),
    ).toBeTruthy();
    expect(heading()).toBe('Log in');
    expect(calls.some((call) => call.url === '/api/auth/password-reset')).toBe(true);
  });

  it('goes to /profile/me after signing up', async () => {
    const { fetchStub, calls } = stubFetch({ status: 201, body: { user: { id: '1' } } });
    vi.stubGlobal('fetch', fetchStub);
    await open('signup');
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('profile')).toBeTruthy();
    const body = JSON.parse(String(calls.find((call) => call.url === '/api/auth/sign-up')?.init?.body));
    expect(body).toMatchObject({
      email: 'ann@example.com',
      password: 'secret123',
      terms: true,
    });
  });

  it('asks the user to check their email when signing up needs verification', async () => {
    const { fetchStub } = stubFetch({ status: 201 });
    vi.stubGlobal('fetch', fetchStub);
    await open('signup');
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('ann@example.com');
  });

  it("offers 'Send again' when the email is not verified", async () => {
    const { fetchStub, calls } = stubFetch(
      {
        status: 403,
        body: {
          error: {
            code: 'email_not_verified',
            message: 'Your email address is not yet verified, check your email and follow the instructions',
          },
        },
      },
      { status: 202 },
    );
    vi.stubGlobal('fetch', fetchStub);
    document.cookie = 'portal_csrf=tok123';
    await open();
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not yet verified');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('We have sent you a new link. Check your email.')).toBeTruthy();
    const resend = calls.find((call) => call.url === '/api/auth/verify-email/resend');
    expect(JSON.parse(String(resend?.init?.body))).toEqual({ email: 'ann@example.com' });
    expect((resend?.init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok123');
  });

  it('stores the session and calls onSignedIn after signing in', async () => {
    const session = { user: { id: 'u1', email: 'ann@example.com' }, session: { id: 's1' } };
    const { fetchStub } = stubFetch({ status: 200, body: session });
    vi.stubGlobal('fetch', fetchStub);
    const { onSignedIn, queryClient } = await open();
    type(/^email/i, 'ann@example.com');
    type(/^password/i, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(session);
  });

  it('opens at the PIN step when a Google or Microsoft sign-in comes back with a second factor due', async () => {
    await renderWithApp(
      <LoginDialog initialMode="login" initialMfaChannels={['email']} onSignedIn={vi.fn()} />,
      {
        route: '/login',
        path: '/login',
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeTruthy();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
  });
});
