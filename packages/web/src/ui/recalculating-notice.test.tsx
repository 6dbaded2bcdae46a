import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { earliestRecalculating, RecalculatingNotice } from './recalculating-notice';

describe('the recalculating notice', { timeout: 15_000 }, () => {
  it('names the changed day and the day the figures are valid to, in the reader’s language', async () => {
    const view = await renderWithApp(
      <RecalculatingNotice recalculating={{ from: '2024-06-03', validTo: '2024-05-31' }} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/after a change dated .*2024.*valued on .*2024/);
    view.unmount();
    await renderWithApp(<RecalculatingNotice recalculating={{ from: '2024-06-03', validTo: null }} />, {
      language: 'el',
    });
    expect(screen.getByRole('status').textContent).toContain('επανυπολογίζονται');
  });

  it('says nothing when no change waits and the figures are current', async () => {
    await renderWithApp(
      <RecalculatingNotice recalculating={null} valuedThrough={{ date: '2024-06-03', behind: false }} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the day figures the clock has not brought up to date are valued through, in each language', async () => {
    const behind = { date: '2026-11-01', behind: true };
    for (const [language, text] of [
      ['en', 'Figures valued through 1 Nov 2026.'],
      ['el', 'Μεγέθη αποτιμημένα έως 1 Νοε 2026.'],
      ['is', 'Tölur metnar til og með 1. nóv. 2026.'],
    ] as const) {
      const view = await renderWithApp(<RecalculatingNotice recalculating={null} valuedThrough={behind} />, {
        language,
      });
      expect(screen.getByTestId('valued-through-notice').textContent).toBe(text);
      view.unmount();
    }
    // A pending change says more (the day its figures are valid to): it is the one announced.
    await renderWithApp(
      <RecalculatingNotice
        recalculating={{ from: '2026-10-20', validTo: '2026-10-19' }}
        valuedThrough={behind}
      />,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toMatch(/recalculated/);
  });

  it('takes the earliest change and the earliest valid day across portfolios', () => {
    expect(
      earliestRecalculating([
        null,
        { from: '2025-03-01', validTo: '2025-02-28' },
        { from: '2024-06-03', validTo: '2025-05-30' },
        undefined,
      ]),
    ).toEqual({ from: '2024-06-03', validTo: '2025-02-28' });
    expect(earliestRecalculating([null, undefined])).toBeNull();
  });
});
