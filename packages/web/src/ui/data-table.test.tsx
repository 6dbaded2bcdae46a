import { fireEvent, screen } from '@testing-library/react';
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

describe('rows that lead somewhere', { timeout: 15_000 }, () => {
  const rows = [{ date: '19 Mar 2026', name: 'Ásta Jónsdóttir' }];

  it('are links in their first cell, not focusable rows; a click elsewhere still opens the row', async () => {
    const opened: string[] = [];
    await renderWithApp(
      <DataTable
        label="Clients"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.date}
        onRowClick={(row) => opened.push(row.name)}
        rowLabel={(row) => `Open ${row.name}`}
        rowHref={(row) => `/dashboard/p1/account/${encodeURIComponent(row.name)}`}
      />,
    );
    const link = screen.getByRole('link', { name: '19 Mar 2026' });
    expect(link.getAttribute('href')).toBe('/dashboard/p1/account/%C3%81sta%20J%C3%B3nsd%C3%B3ttir');
    const row = link.closest('tr')!;
    expect(row.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('row', { name: 'Open Ásta Jónsdóttir' })).toBeNull();
    fireEvent.click(screen.getByText('Ásta Jónsdóttir'));
    expect(opened).toEqual(['Ásta Jónsdóttir']);
    // The link is followed as a link (here: the router's navigation), not turned into the drawer.
    fireEvent.click(link);
    expect(opened).toEqual(['Ásta Jónsdóttir']);
  });

  it('without an address, the row itself is the button a keyboard meets', async () => {
    const opened: string[] = [];
    await renderWithApp(
      <DataTable
        label="Clients"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.date}
        onRowClick={(row) => opened.push(row.name)}
        rowLabel={(row) => `Open ${row.name}`}
      />,
    );
    const row = screen.getByRole('row', { name: 'Open Ásta Jónsdóttir' });
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(opened).toEqual(['Ásta Jónsdóttir']);
  });
});
