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

  it('says nothing when no change waits', async () => {
    await renderWithApp(<RecalculatingNotice recalculating={null} />);
    expect(screen.queryByRole('status')).toBeNull();
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
