import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AnalyticsFilter } from './analytics-api';
import { renderWithApp } from '../../test/render-app';
import { PeriodFilter } from './period-filter';

const dateOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('analytics period filter: the custom range (§9)', { timeout: 15_000 }, () => {
  it('opens on the default custom range, 2022-04-01 to 2022-04-30, and applies it', async () => {
    const applied: AnalyticsFilter[] = [];
    await renderWithApp(
      <PeriodFilter filter={{ period: 'all', view: 'clients' }} onChange={(next) => applied.push(next)} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }, { timeout: 5000 }));
    expect([dateOf('From'), dateOf('To')]).toEqual(['2022-04-01', '2022-04-30']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([{ period: 'custom', view: 'clients', from: '2022-04-01', to: '2022-04-30' }]);
  });

  it('keeps a custom range already applied', async () => {
    const filter: AnalyticsFilter = {
      period: 'custom',
      view: 'clients',
      from: '2026-01-01',
      to: '2026-01-31',
    };
    await renderWithApp(<PeriodFilter filter={filter} onChange={() => {}} />);
    await screen.findByRole('button', { name: 'Apply' }, { timeout: 5000 });
    expect([dateOf('From'), dateOf('To')]).toEqual(['2026-01-01', '2026-01-31']);
  });
});
