import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { UploadPanel } from './upload-panel';

afterEach(() => vi.unstubAllGlobals());

type Call = { url: string; method: string };

/** The targets of an investor with one account; uploads answer with `uploads` in turn. */
function stubApi(...uploads: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/library/targets'))
      return json(200, { accounts: [{ id: 'a1', name: 'Ann' }], groups: [] });
    if (url.includes('/library/documents') && method === 'POST') {
      const next = uploads[calls.filter((call) => call.method === 'POST').length - 1]!;
      return json(next.status, next.body);
    }
    return json(200, {});
  });
  return calls;
}

async function chooseAndUpload(name: string) {
  // jsdom has no wide screen: the panel starts folded as on a phone.
  fireEvent.click(screen.getByRole('button', { name: 'Show the upload form' }));
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
}

describe('upload panel', { timeout: 15_000 }, () => {
  it('asks copy or replace on a duplicate name and sends again with the choice', async () => {
    const calls = stubApi(
      {
        status: 409,
        body: {
          error: { code: 'duplicate_file', message: 'Duplicated filename choose between copy or replace' },
        },
      },
      { status: 201, body: { id: 'd2', name: 'report_1.pdf' } },
    );
    const onUploaded = vi.fn();
    await renderWithApp(<UploadPanel portalId="p1" defaultTarget="" onUploaded={onUploaded} />);
    await screen.findByDisplayValue('Ann');
    await chooseAndUpload('report.pdf');
    const dialog = await screen.findByRole('dialog', {
      name: 'Duplicated filename choose between copy or replace',
    });
    fireEvent.click(dialog.querySelector('button:last-child')!);
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts[0]).toBe('/api/portals/p1/library/documents?accountId=a1&type=Account+documents');
    expect(posts[1]).toBe(
      '/api/portals/p1/library/documents?accountId=a1&type=Account+documents&onDuplicate=copy',
    );
  });

  it('clears the dropzone and says why when the server refuses the file', async () => {
    stubApi({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Only PDF files can be uploaded' } },
    });
    await renderWithApp(<UploadPanel portalId="p1" defaultTarget="" onUploaded={() => undefined} />);
    await screen.findByDisplayValue('Ann');
    await chooseAndUpload('renamed.pdf');
    expect((await screen.findByRole('alert')).textContent).toContain('Only PDF files can be uploaded');
    expect(screen.getByText('Drag a PDF here, or choose one from your device.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
