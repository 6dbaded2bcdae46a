import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiFetch } from '../../lib/api-client';
import { renderWithApp } from '../../test/render-app';
import ClientDialogs from './client-dialogs';
import { useTermsGate } from './use-terms-gate';

afterEach(() => vi.unstubAllGlobals());

/** A screen that asks for figures as soon as it renders, as the dashboard screens do. */
function Figures() {
  const figures = useQuery({ queryKey: ['figures'], queryFn: () => apiFetch<{ value: string }>('/figures') });
  return <p>Value {figures.data?.value}</p>;
}

function Frame() {
  const gate = useTermsGate('p1');
  return (
    <>
      <ClientDialogs portalId="p1" />
      <span>gate {gate}</span>
      {gate === 'open' && <Figures />}
    </>
  );
}

/** A signed-in client of portal p1 whose terms are `required`; returns the calls made. */
function stubClient({ isClient, required }: { isClient: boolean; required: boolean }): string[] {
  const calls: string[] = [];
  let accepted = false;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/terms/accept')) accepted = true;
    const answers: Record<string, unknown> = {
      '/api/me/preview': { preview: null },
      '/api/auth/session': { user: { id: 'u1', email: 'u@example.org', hideIntroText: true } },
      '/api/portals/p1/client-status': { isClient, missingExternalId: false, notValidated: false },
      '/api/portals/p1/terms': { required: required && !accepted, text: 'The terms.' },
      '/api/portals/p1/terms/accept': { accepted: 1, message: 'Accepted' },
      '/api/figures': { value: '42' },
    };
    return new Response(JSON.stringify(answers[url] ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('the terms gate', () => {
  it('asks for no figure until the client accepts the terms, then shows them', async () => {
    const calls = stubClient({ isClient: true, required: true });
    await renderWithApp(<Frame />);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(screen.getByText('gate terms')).toBeTruthy();
    expect(screen.queryByText(/^Value/)).toBeNull();
    expect(calls).not.toContain('GET /api/figures');
    fireEvent.click(accept);
    expect(await screen.findByText('Value 42')).toBeTruthy();
    expect(calls.indexOf('POST /api/portals/p1/terms/accept')).toBeLessThan(
      calls.indexOf('GET /api/figures'),
    );
  });

  it('opens at once for a client who accepted and for a viewer who is not a client', async () => {
    stubClient({ isClient: true, required: false });
    await renderWithApp(<Frame />);
    expect(await screen.findByText('Value 42')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
    const calls = stubClient({ isClient: false, required: true });
    await renderWithApp(<Frame />);
    expect((await screen.findAllByText('Value 42')).length).toBeGreaterThan(0);
    expect(calls).not.toContain('GET /api/portals/p1/terms');
  });
});
