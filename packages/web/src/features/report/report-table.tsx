import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { numericCell } from '../../ui/format';

export interface ReportColumn<T> {
  key: string;
  label: string;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

/** A report table: every row at once (paper has no paging), heads repeated on each printed page. */
export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  strong,
}: {
  label: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Rows set in bold (totals). */
  strong?: (row: T) => boolean;
}) {
  return (
    <Table size="small" aria-label={label} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} sx={{ fontWeight: 600, ...(c.numeric ? numericCell : {}) }}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={rowKey(row, i)}>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                sx={{ ...(c.numeric ? numericCell : {}), ...(strong?.(row) ? { fontWeight: 600 } : {}) }}
              >
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
