import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { HoldingsPage } from '../../../lib/portfolio-types';
import { renderWithApp } from '../../../test/render-app';
import { holding } from '../holding-test-data';
import { HoldingsTab } from './holdings-tabs';

afterEach(() => vi.unstubAllGlobals());

const page: HoldingsPage = {
  items: [
    holding(),
    holding({ symbol: 'RHC.DE', name: 'Rhine Chemicals', currency: 'EUR', costBase: null, gainBase: null }),
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  date: '2025-01-02',
  baseCurrency: 'GBP',
  value: '30000.00',
  groups: [],
};

describe('holdings table: costs and gains say their currency', { timeout: 15_000 }, () => {
  it('usd-line-in-a-sterling-portfolio: cost in dollars, cost, value and gain in pounds with the split', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const { container } = await renderWithApp(
      <HoldingsTab
        portfolioKey={{ portalId: 'p1', accountId: 'a1', portfolioId: 'f1' }}
        portfolio={{} as never}
        siblings={[]}
        onOpen={() => {}}
      />,
    );
    await screen.findByText('Rowan Smaller Cos', undefined, { timeout: 5000 });
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Cost', 'Cost (GBP)', 'Value (GBP)', 'Gain/loss (GBP)']));
    const [rwsc, rhc] = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td, th')].map((cell) => cell.textContent),
    );
    expect(rwsc).toEqual(
      expect.arrayContaining([
        '$15,000.00',
        '£12,000.00',
        '£15,000.00',
        '£3,000.00Market £1,363.64 · currency £1,636.36',
      ]),
    );
    // A line whose cost base is not known (a source without it): dashes, not a conversion today.
    expect(rhc!.filter((text) => text === '—')).toHaveLength(2);
  });
});
