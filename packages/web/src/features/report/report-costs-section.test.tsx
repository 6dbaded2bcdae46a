import { screen } from '@testing-library/react';
import { costsStatement, type ReportView } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { ReportCommentarySection } from './report-commentary-section';
import { ReportCostsSection } from './report-costs-section';

// 1100 on average over 10 days (see the domain's hand-computed test): total 12.28, 1.12 %.
const costs = costsStatement({
  period: { from: '2024-01-01', to: '2024-01-10' },
  points: [
    { date: '2023-12-01', value: '1000' },
    { date: '2024-01-06', value: '1200' },
  ],
  annual: { ongoingCharges: '0.73', platformFee: '0.365', adviceFee: '0.5' },
  charged: { 'Advice fee': '2.00' },
  transactionCosts: '9.95',
  gain: '50',
});

// Only what the sections read.
const report = (extra: Partial<ReportView> = {}) =>
  ({
    renderConsolidated: true,
    consolidatedCosts: null,
    commentary: null,
    page: {
      account: { currency: 'GBP' },
      portfolios: [{ portfolio: { id: 'p1', name: 'GIA', currency: 'GBP' } }],
    },
    portfolios: [{ id: 'p1', costs }],
    ...extra,
  }) as unknown as ReportView;

describe('the costs and charges section', { timeout: 15_000 }, () => {
  it('shows each cost in money and as a share of the average value, and the effect on the return', async () => {
    await renderWithApp(<ReportCostsSection report={report()} />);
    const total = screen.getAllByRole('row', { name: /Total costs/ })[0]!;
    expect(total.textContent).toContain('£12.28');
    expect(total.textContent).toContain('1.12%');
    expect(screen.getByRole('row', { name: /Investment return before costs/ }).textContent).toContain(
      '£62.28',
    );
    expect(screen.getByText(/Average value £1,100.00/)).toBeTruthy();
    // Accrued lines are marked and explained.
    expect(screen.getByRole('row', { name: /Platform fees \*/ })).toBeTruthy();
    expect(screen.getByText(/Estimated from the annual rate/)).toBeTruthy();
  });

  it('reads in Greek and Icelandic, figures as each writes them', async () => {
    const el = await renderWithApp(<ReportCostsSection report={report()} />, { language: 'el' });
    expect(screen.getAllByRole('row', { name: /Συνολικά κόστη/ })[0]!.textContent).toContain('1,12%');
    el.unmount();
    await renderWithApp(<ReportCostsSection report={report()} />, { language: 'is' });
    expect(screen.getAllByRole('row', { name: /Heildarkostnaður/ })[0]!.textContent).toContain('12,28');
  });
});

describe('the commentary section', { timeout: 15_000 }, () => {
  it("shows the quarter's entry, and nothing without one", async () => {
    const none = await renderWithApp(<ReportCommentarySection report={report()} />);
    expect(none.container.textContent).toBe('');
    none.unmount();
    await renderWithApp(
      <ReportCommentarySection
        report={report({
          commentary: {
            name: 'Market commentary Q3 2024',
            reportDate: '2024-09-30',
            body: '<p>Bonds rallied.</p>',
          },
        })}
      />,
    );
    expect(screen.getByText('Market commentary Q3 2024')).toBeTruthy();
    expect(screen.getByText('Bonds rallied.')).toBeTruthy();
    expect(screen.getByText(/quarter ended 30 Sept 2024|quarter ended 30 Sep 2024/)).toBeTruthy();
  });
});
