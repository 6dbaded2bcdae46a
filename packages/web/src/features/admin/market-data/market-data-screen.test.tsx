import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import MarketDataScreen from './market-data-screen';

afterEach(() => vi.unstubAllGlobals());

const instruments = {
  items: [
    {
      id: 'i1',
      symbol: 'AAPL',
      name: 'Apple Inc',
      isin: null,
      currency: 'USD',
      type: 'Stock',
      latestDate: null,
      latestPrice: null,
    },
    {
      id: 'i2',
      symbol: 'VOD',
      name: 'Vodafone',
      isin: 'GB00BH4HKS39',
      currency: 'GBX',
      type: 'Stock',
      latestDate: '2025-01-03',
      latestPrice: '73.00000000',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};
const stale = {
  cutoff: '2025-01-08',
  items: [
    {
      holdingId: 'h1',
      symbol: 'NONE',
      name: 'None plc',
      portalId: 'p',
      portfolioId: 'f',
      portfolioName: 'ISA',
      accountId: 'a',
      accountName: 'Ada Investor',
      lastPriceDate: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

describe('Market data screen (issue 13)', { timeout: 15_000 }, () => {
  it('lists instruments with their latest close, then the stale prices tab, and opens Correct price on a row', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const body = url.includes('/market-data/stale-holdings')
        ? stale
        : url.includes('/market-data/instruments')
          ? instruments
          : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await renderWithApp(<MarketDataScreen />, { path: '/admin/market-data' });
    const table = await screen.findByRole('table', { name: 'Instruments and their latest close' });
    expect(await within(table).findByText('Vodafone')).toBeTruthy();
    expect(within(table).getByText('No price')).toBeTruthy();
    expect(within(table).getByText('73')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Stale prices' }));
    const staleTable = await screen.findByRole('table', { name: 'Holdings with a missing or stale price' });
    expect(await within(staleTable).findByText('Ada Investor')).toBeTruthy();
    expect(within(staleTable).getByText('Missing')).toBeTruthy();
    expect(urls.some((url) => url.endsWith('/api/market-data/stale-holdings?page=1&pageSize=50'))).toBe(true);

    fireEvent.click(within(staleTable).getByRole('button', { name: 'Correct the price of NONE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a price' });
    expect((within(dialog).getByLabelText(/^Symbol/) as HTMLInputElement).value).toBe('NONE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Correct a rate' }));
    const rates = await screen.findByRole('dialog', { name: 'Correct an exchange rate' });
    expect(within(rates).getByLabelText(/^From currency/)).toBeTruthy();
  });
});
