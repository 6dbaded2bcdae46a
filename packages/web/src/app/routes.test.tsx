import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, stubFetch } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const signedOut = () => vi.stubGlobal('fetch', stubFetch({ status: 401 }).fetchStub);
const signedIn = (user: Record<string, unknown>) =>
  vi.stubGlobal(
    'fetch',
    stubFetch({ status: 200, body: { user: { id: 'u1', email: 'ann@example.com', ...user } } }).fetchStub,
  );

describe('routes', () => {
  it('sends a signed-out visitor from / to the login dialog', async () => {
    signedOut();
    await renderRoutes('/');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('opens the signup mode for /?action=signup', async () => {
    signedOut();
    await renderRoutes('/?action=signup');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });

  it('keeps the ?action mode when a signed-out visitor opens a dashboard screen', async () => {
    signedOut();
    await renderRoutes('/dashboard/p1?action=reset');
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });

  it("shows 'Page not found.' for /dashboard/404", async () => {
    signedOut();
    await renderRoutes('/dashboard/404');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found.');
  });

  it("shows 'Page not found.' for an unknown path", async () => {
    signedOut();
    await renderRoutes('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found.');
  });

  it('sends a signed-out visitor of a dashboard screen to /login', async () => {
    signedOut();
    await renderRoutes('/dashboard/p1/library');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('shows a dashboard screen inside the shell with the role’s navigation', async () => {
    signedIn({ isProfessional: true });
    await renderRoutes('/dashboard/p1/library');
    // The shell and the screen are two lazy chunks: give a cold test worker time to load both.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe('Library');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.textContent).toContain('Clients');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toMatch(/^Library \| ./);
  });

  it('sends an investor away from a professional-only screen to /portals', async () => {
    signedIn({});
    await renderRoutes('/dashboard/p1/analytics');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your portals');
  });

  it('sends a non-admin from an admin page to /?action=login', async () => {
    signedIn({ isProfessional: true });
    await renderRoutes('/admin/users');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('shows an admin collection to an admin', async () => {
    signedIn({ isAdmin: true });
    await renderRoutes('/admin/riskProfiles');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Risk profiles');
  });

  it('opens the Jobs tool screen at /admin/jobs, not a collection named jobs', async () => {
    signedIn({ isAdmin: true });
    await renderRoutes('/admin/jobs');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Jobs');
    expect(screen.queryByText('There is no such collection.')).toBeNull();
  });
});
