import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, stubFetch } from '../test/render-app';
import { ReportDownloadButton } from './report-download-button';

const token = { status: 200, body: { token: 'render-token', expiresAt: '2026-01-01T00:05:00.000Z' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the report download', { timeout: 15_000 }, () => {
  it("shows the server's reason when it refuses an account without linked data (422)", async () => {
    const message = 'Account is not linked with a correct external id';
    const { fetchStub, calls } = stubFetch(token, {
      status: 422,
      body: { error: { code: 'external_id_not_linked', message } },
    });
    vi.stubGlobal('fetch', fetchStub);
    await renderWithApp(<ReportDownloadButton portalId="p1" accountId="a1" name="Ada" />);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button').getAttribute('data-pdf-error')).toBe('true');
    expect(calls[1]!.url).toMatch(/^\/api\/generatePdf\?token=render-token/);
  });

  it('shows the §8 PDF message when printing fails', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch(token, { status: 503, body: { error: { code: 'pdf_failed', message: 'x' } } }).fetchStub,
    );
    await renderWithApp(<ReportDownloadButton portalId="p1" accountId="a1" name="Ada" />);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We've encountered an error, please try again",
    );
  });
});
