import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Job, JobList } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import JobsScreen from './jobs-screen';

afterEach(() => vi.unstubAllGlobals());

const job = (overrides: Partial<Job>): Job => ({
  id: '11111111-1111-4111-8111-111111111111',
  queue: 'revalue-portfolio',
  state: 'completed',
  createdAt: '2026-11-26T07:00:00.000Z',
  startedAt: '2026-11-26T07:00:01.000Z',
  completedAt: '2026-11-26T07:00:02.000Z',
  retryCount: 0,
  retryLimit: 5,
  progress: null,
  error: null,
  ...overrides,
});
const running = job({
  id: '22222222-2222-4222-8222-222222222222',
  queue: 'bigben',
  state: 'running',
  completedAt: null,
  progress: { done: 3, total: 10, note: 'valuing portfolios' },
});
const failed = job({
  id: '33333333-3333-4333-8333-333333333333',
  state: 'failed',
  retryCount: 5,
  error: 'rate service timed out',
});
const list = (jobs: Job[]): JobList => ({
  jobs,
  total: jobs.length,
  page: 1,
  pageSize: 50,
  queues: [
    { name: 'revalue-portfolio', manual: false },
    { name: 'bigben', manual: true },
  ],
});

const PORTAL = '44444444-4444-4444-8444-444444444444';
const GROUP = '55555555-5555-4555-8555-555555555555';

function stubApi() {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push(
      typeof init?.body === 'string' ? { url, method, body: JSON.parse(init.body) } : { url, method },
    );
    const json = (status: number, body: unknown) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.endsWith('/retry')) return json(204, null);
    if (url.endsWith('/bigben/start')) return json(200, { id: running.id, alreadyQueued: false });
    if (url === '/api/admin/quarterly-reports') return json(200, { id: running.id, alreadyQueued: false });
    if (url.startsWith('/api/portals?'))
      return json(200, {
        items: [{ id: PORTAL, name: 'Alpha Private Clients', theme: null, language: 'en', photo: null }],
        total: 1,
      });
    if (url.endsWith('/account-filters'))
      return json(200, { portfolioTypes: [], groups: [{ id: GROUP, name: 'Family office' }], letters: [] });
    if (url.startsWith('/api/admin/jobs'))
      return json(200, list(url.includes('state=failed') ? [failed] : [running, failed]));
    return json(200, {});
  });
  return calls;
}

const render = () => renderWithApp(<JobsScreen />, { path: '/admin/jobs', route: '/admin/jobs' });

describe('admin jobs screen', { timeout: 15_000 }, () => {
  it('lists jobs with their state, progress and error, and retries a failed one', async () => {
    const calls = stubApi();
    await render();
    expect(await screen.findByText('rate service timed out')).toBeTruthy();
    expect(screen.getByText('3 of 10 · valuing portfolios')).toBeTruthy();
    expect(screen.getAllByText('Running').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Refreshing every few seconds while jobs run');
    const retry = screen.getAllByRole('button', { name: /^Retry the Portfolio re-valuation job of/ });
    expect(retry).toHaveLength(1);
    fireEvent.click(retry[0]!);
    await waitFor(() =>
      expect(calls).toContainEqual({ url: `/api/admin/jobs/${failed.id}/retry`, method: 'POST' }),
    );
  });

  it('filters by state through the URL and starts the daily update', async () => {
    const calls = stubApi();
    await render();
    await screen.findByText('rate service timed out');
    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/jobs?state=failed')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Run daily update now' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/admin/jobs/bigben/start', method: 'POST' }),
    );
  });

  it('starts the quarterly reports of a portal group for an ended quarter', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const calls = stubApi();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Quarterly reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarterly reports for clients' });
    expect(dialog.textContent).toContain('Q3 2026');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Portal' }).textContent).toContain('Alpha Private Clients'),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Clients' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Family office' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prepare reports' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/admin/quarterly-reports',
        method: 'POST',
        body: { portalId: PORTAL, quarter: '2026-Q3', groupId: GROUP },
      }),
    );
    // Queued: the dialog closes and the list (where the pack's progress shows) is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.useRealTimers();
  });
});
