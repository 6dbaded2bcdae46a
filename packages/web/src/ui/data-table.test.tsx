import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { DataTable, type Column } from './data-table';

interface Row {
  date: string;
  name: string;
}

const columns: Column<Row>[] = [
  { key: 'date', label: 'Date', noWrap: true, render: (row) => row.date },
  { key: 'name', label: 'Name', render: (row) => row.name },
];

describe('data table', { timeout: 15_000 }, () => {
  it('keeps a noWrap column on one line, in its head and its cells, and lets the others wrap', async () => {
    await renderWithApp(
      <DataTable
        label="Transactions"
        columns={columns}
        rows={[{ date: '19 Mar 2026', name: 'Harbourside Multi-Asset Growth Fund Acc' }]}
        rowKey={(row) => row.date}
      />,
    );
    const whiteSpace = (text: string) => getComputedStyle(screen.getByText(text)).whiteSpace;
    expect(whiteSpace('Date')).toBe('nowrap');
    expect(whiteSpace('19 Mar 2026')).toBe('nowrap');
    expect(whiteSpace('Name')).not.toBe('nowrap');
    expect(whiteSpace('Harbourside Multi-Asset Growth Fund Acc')).not.toBe('nowrap');
  });
});
