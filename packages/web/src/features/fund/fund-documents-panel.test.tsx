import { screen } from '@testing-library/react';
import type { FundDocument } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { FundDocumentsPanel } from './fund-documents-panel';

afterEach(() => vi.unstubAllGlobals());

const items: FundDocument[] = [
  {
    id: 'doc-1',
    name: 'Key investor information',
    type: 'KIID',
    fileName: 'kiid.pdf',
    size: 1234,
    createdAt: '2025-05-02T10:00:00.000Z',
    url: '/api/portals/p1/library/documents/doc-1/file',
  },
  {
    id: 'factsheet-abc',
    name: 'Harbourside Global Equity factsheet',
    type: 'Factsheet',
    fileName: 'GB00B0000017-el.pdf',
    size: null,
    createdAt: '2025-05-31',
    url: 'https://docs.example.com/factsheets/GB00B0000017-el.pdf',
    language: 'el',
    external: true,
  },
];

/** The drawer's documents tab: library downloads, and the factsheet feed's links to its site. */
describe('fund documents panel', () => {
  it("downloads a library document and opens a feed factsheet at the feed's address in a new tab", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }),
    );
    await renderWithApp(<FundDocumentsPanel portalId="p1" fundId="f1" fundName="Harbourside" />);
    const download = await screen.findByRole('link', { name: 'Download Key investor information (PDF)' });
    expect(download.getAttribute('href')).toBe(items[0]!.url);
    expect(download.getAttribute('download')).toBe('kiid.pdf');
    const factsheet = screen.getByRole('link', {
      name: "Open Harbourside Global Equity factsheet on the fund data provider's site (new tab)",
    });
    expect(factsheet.getAttribute('href')).toBe('https://docs.example.com/factsheets/GB00B0000017-el.pdf');
    expect(factsheet.getAttribute('target')).toBe('_blank');
    expect(factsheet.getAttribute('rel')).toBe('noopener noreferrer');
    expect(factsheet.hasAttribute('download')).toBe(false);
    expect(screen.getByText('Factsheet · EL · 31 May 2025')).toBeTruthy();
    expect(screen.getByText('KIID · 2 May 2025')).toBeTruthy();
  });
});
