import { screen, within } from '@testing-library/react';
import type { PerformanceView, ReturnValue } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { CumulativeTab } from './performance-tabs';

afterEach(() => vi.unstubAllGlobals());

const notValued: ReturnValue = { value: null, reason: 'not_valued' };
const period = (p: PerformanceView['periods'][number]['period'], value: ReturnValue) => ({
  period: p,
  from: p === '1D' ? null : '2025-12-31',
  to: '2026-11-01',
  portfolio: value,
  benchmark: value,
  relative: value,
});

/** The performance view of a portfolio the clock last valued on 1 November, seen on 26 November. */
const stale: PerformanceView = {
  benchmarkId: 'b1',
  benchmarkName: null,
  currency: 'GBP',
  from: '2025-12-31',
  to: '2026-11-01',
  periods: [
    period('1D', notValued),
    period('1M', { value: 0.001 }),
    period('3M', { value: 0.02 }),
    period('YTD', { value: 0.05 }),
    period('inception', { value: 0.05 }),
  ],
  discrete: { periods: [], years: [] },
  cumulative: [],
  monthly: [],
  rolling12m: [],
  twr: { cumulative: { value: 0.05 }, annualised: { value: null, reason: 'insufficient_history' } },
  xirr: { value: 0.05 },
  drivers: null,
  recalculating: null,
  valuedThrough: { date: '2026-11-01', behind: true },
};

describe('the performance tab of figures the clock has not brought up to date', { timeout: 15_000 }, () => {
  it('says the day they are valued through and shows 1D as a dash, never 0.00 %', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(stale), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await renderWithApp(
      <CumulativeTab
        portfolioKey={{ portalId: 'p1', accountId: 'a1', portfolioId: 'f1' }}
        portfolio={{} as never}
        siblings={[]}
        onOpen={() => {}}
      />,
    );
    const notice = await screen.findByTestId('valued-through-notice', undefined, { timeout: 5000 });
    expect(notice.textContent).toBe('Figures valued through 1 Nov 2026.');
    const table = screen.getByRole('table', { name: 'Returns over the periods' });
    const oneDay = within(table).getByText('1 day').closest('tr')!;
    expect(oneDay.textContent).not.toMatch(/0\.00/);
    expect(within(oneDay).getAllByText('—').length).toBeGreaterThan(0);
    expect(
      within(oneDay).getAllByLabelText(/not yet valued for any day of this period/).length,
    ).toBeGreaterThan(0);
    expect(within(table).getByText('Month to date').closest('tr')!.textContent).toContain('+0.10%');
  });
});
