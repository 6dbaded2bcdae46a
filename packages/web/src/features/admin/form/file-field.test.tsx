import { fireEvent, screen } from '@testing-library/react';
import { getCollection } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { ItemDrawer } from '../drawer/item-drawer';

afterEach(() => vi.unstubAllGlobals());

/** Answers by route: the portals list for the new item's portal, the upload, anything else empty. */
function routedFetch(upload: { status: number; body: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const stub = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/admin/uploads') return json(upload.status, upload.body);
    if (url.startsWith('/api/admin/portals'))
      return json(200, { items: [{ id: 'p1', name: 'Main' }], total: 1, page: 1, pageSize: 2 });
    return json(200, { items: [], total: 0, page: 1, pageSize: 50 });
  };
  return { stub, calls };
}

async function chooseFile(name: string) {
  await renderWithApp(
    <ItemDrawer
      collection={getCollection('clients')!}
      itemId="new"
      depth={0}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  );
  const input = await screen.findByLabelText('Upload file', { selector: 'input' });
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array([1, 2])], name, { type: 'image/png' })] },
  });
}

// The drawer renders every field of the form: slow on a loaded machine.
const SLOW = 20_000;

describe('file fields upload', () => {
  it(
    'posts the chosen file and shows the stored file as a link',
    async () => {
      const file = {
        name: 'logo.png',
        url: '/api/media/f1/logo.png',
        fullUrl: 'https://portal.example/api/media/f1/logo.png',
      };
      const { stub, calls } = routedFetch({ status: 201, body: file });
      vi.stubGlobal('fetch', stub);
      await chooseFile('logo.png');
      const link = await screen.findByRole('link', { name: 'logo.png' });
      expect(link.getAttribute('href')).toBe(file.fullUrl);
      const sent = calls.find((call) => call.url === '/api/admin/uploads')!;
      expect(sent.init?.method).toBe('POST');
      expect(sent.init?.body).toBeInstanceOf(FormData);
    },
    SLOW,
  );

  it(
    "shows the server's refusal under the field",
    async () => {
      const refusal = {
        error: {
          code: 'unsupported_media_type',
          message: 'The file must be a PNG, JPEG, GIF or WebP image or a PDF',
        },
      };
      vi.stubGlobal('fetch', routedFetch({ status: 415, body: refusal }).stub);
      await chooseFile('evil.png');
      expect((await screen.findByRole('alert')).textContent).toBe(refusal.error.message);
      expect(screen.queryByRole('link', { name: 'evil.png' })).toBeNull();
    },
    SLOW,
  );
});
