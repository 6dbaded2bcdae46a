import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildPath, getBrand } from '@portal/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { CreatePortalDialog } from './create-portal-dialog';

afterEach(() => vi.unstubAllGlobals());

const newId = '22222222-2222-4222-8222-222222222222';
const create = () => screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The plans list, the CSRF session read, and each POST /portals answered with the next of `answers`. */
function stubApi(...answers: { status: number; body: unknown }[]) {
  const posts: RequestInit[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/portal-subscriptions') return json(200, { items: [] });
    if (init?.method !== 'POST') return json(200, {});
    expect(url).toBe('/api/portals');
    posts.push(init);
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)]!;
    return json(answer.status, answer.body);
  });
  return posts;
}

async function open(onClose: () => void) {
  const target = buildPath(getBrand('asset-manager'), 'dashboard-portal', { portal: newId });
  await renderWithApp(<CreatePortalDialog open onClose={onClose} />, {
    path: '/portals',
    route: '/portals',
    extra: [<Route key="dashboard" path={target} element={<div data-testid="new-portal" />} />],
  });
}

async function fillIn() {
  fireEvent.change(field(/^Portal name/), { target: { value: 'Beta Portal' } });
  fireEvent.change(field(/^Contact email/), { target: { value: 'desk@beta.example' } });
  fireEvent.change(field(/^Contact phone/), { target: { value: '+44 3' } });
  await waitFor(() => expect(create().disabled).toBe(false));
}

describe('create portal dialog (§2)', { timeout: 15_000 }, () => {
  it('creates the portal, closes and opens the new portal', async () => {
    const posts = stubApi({ status: 201, body: { id: newId } });
    const onClose = vi.fn();
    await open(onClose);
    expect(screen.getByRole('dialog', { name: 'Create a portal' })).toBeTruthy();
    expect(create().disabled).toBe(true);
    await fillIn();
    fireEvent.click(create());
    expect(await screen.findByTestId('new-portal')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(JSON.parse(posts[0]!.body as string)).toMatchObject({
      name: 'Beta Portal',
      email: 'desk@beta.example',
      phone: '+44 3',
    });
  });

  it('shows a refusal above the fields and stays open', async () => {
    stubApi({
      status: 409,
      body: { error: { code: 'portals_limit', message: 'Your company has reached its limit of 1 portals' } },
    });
    const onClose = vi.fn();
    await open(onClose);
    await fillIn();
    fireEvent.click(create());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your company has reached its limit of 1 portals',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
