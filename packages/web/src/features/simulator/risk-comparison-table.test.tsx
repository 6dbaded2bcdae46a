import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { RiskComparisonTable } from './risk-comparison-table';

const COMPARISON = {
  riskLevels: [2, 4, 6, 8],
  assetClasses: [
    {
      name: 'Equities',
      values: [20, 30, 50, 80.5],
      sectors: [
        { name: 'Technology', values: [5, 7.25, 12, 20] },
        { name: 'Healthcare', values: [15, 22.75, 38, 60.5] },
      ],
    },
    { name: 'Fixed Interest', values: [80, 70, 50, 19.5], sectors: [] },
  ],
};

const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('risk comparison table (§7)', () => {
  it('lists each class and its sectors across the levels, the model’s level marked in words', async () => {
    await renderWithApp(<RiskComparisonTable comparison={COMPARISON} riskLevel={6} />);
    const table = screen.getByRole('table', { name: 'Risk comparison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Asset class and sector',
      'Risk level 2',
      'Risk level 4',
      'Risk level 6 (this model)',
      'Risk level 8',
    ]);
    expect(cellsOf(table, 'Equities')).toEqual(['20%', '30%', '50%', '80.5%']);
    expect(cellsOf(table, 'Technology')).toEqual(['5%', '7.25%', '12%', '20%']);
    expect(cellsOf(table, 'Fixed Interest')).toEqual(['80%', '70%', '50%', '19.5%']);
    expect(screen.getByText(/this model is at risk level 6/)).toBeTruthy();
  });

  it('marks the nearest lower level for a model between two, none without a level', async () => {
    const { unmount } = await renderWithApp(<RiskComparisonTable comparison={COMPARISON} riskLevel={5} />);
    expect(screen.getByRole('columnheader', { name: /this model/ }).textContent).toBe(
      'Risk level 4 (this model)',
    );
    unmount();
    await renderWithApp(<RiskComparisonTable comparison={COMPARISON} riskLevel={null} />);
    expect(screen.queryByRole('columnheader', { name: /this model/ })).toBeNull();
  });

  it('writes figures and labels in the reader’s language', async () => {
    await renderWithApp(<RiskComparisonTable comparison={COMPARISON} riskLevel={8} />, { language: 'el' });
    const table = screen.getByRole('table', { name: 'Σύγκριση κινδύνου' });
    expect(cellsOf(table, 'Technology')).toEqual(['5%', '7,25%', '12%', '20%']);
    expect(within(table).getByRole('columnheader', { name: /αυτό το πρότυπο/ }).textContent).toContain(
      'Επίπεδο κινδύνου 8',
    );
  });
});
