import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import ClientDialogs from './client-dialogs';

afterEach(() => vi.unstubAllGlobals());

/** A client of portal w1 who has not asked to hide the welcome. */
function stubClient() {
  vi.stubGlobal('fetch', async (url: string) => {
    const answers: Record<string, unknown> = {
      '/api/me/preview': { preview: null },
      '/api/auth/session': { user: { id: 'u-welcome', email: 'u@example.org', hideIntroText: false } },
      '/api/portals/w1/client-status': {
        isClient: true,
        missingExternalId: false,
        notValidated: false,
        welcome: '<h3>Private clients</h3><p>Your team is here.</p>',
      },
      '/api/portals/w1/terms': { required: false, text: '' },
      '/api/portals/w1': { id: 'w1', name: 'North Portal', photo: null },
    };
    return new Response(JSON.stringify(answers[url] ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** A frame that can unmount the dialogs and mount them again, as a layout change does. */
function Remounting() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      {shown && <ClientDialogs portalId="w1" />}
    </>
  );
}

describe('the client dialogs', () => {
  it('show the group welcome, and do not show the welcome again when the frame mounts them again in the same visit', async () => {
    stubClient();
    await renderWithApp(<Remounting />);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to North Portal' });
    // The client's group welcome content (§3 Group.welcome) comes first.
    expect(within(welcome).getByTestId('group-welcome').textContent).toBe(
      'Private clientsYour team is here.',
    );
    fireEvent.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // Give the remounted dialogs their queries' time: still nothing opens.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
