import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ScrollRegion } from './scroll-region';

import { numericCell } from './format';

export interface Column<T> {
  key: string;
  label: string;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
  render: (row: T) => ReactNode;
  /** Hidden on phones (below 600 px) to keep the table readable. */
  wide?: boolean;
  /** Kept on one line (dates): a narrow table scrolls sideways rather than stacking '19 / Mar / 2026'. */
  noWrap?: boolean;
}

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** The class of a row's link (its first cell), styled from the table. */
const ROW_LINK = 'DataTable-rowLink';

/** A column's cell style, the same in the head and the body. */
function cellSx<T>(column: Column<T>) {
  return {
    ...(column.numeric ? numericCell : {}),
    ...(column.wide ? hideOnPhone : {}),
    ...(column.noWrap ? { whiteSpace: 'nowrap' } : {}),
  };
}

/**
 * The cells' styles as one `sx` on the table, by column position, instead of one per cell: MUI
 * resolves and serialises an element's `sx` on every render, and a page of 25 rows had 150 of them,
 * drawn in one synchronous task when the page's answer arrives (decision 137). The message row of an
 * empty table (one cell spanning the columns) takes no column's style, as before.
 */
function tableSx<T>(columns: Column<T>[]) {
  const sx: Record<string, object> = {
    '& > thead > tr > th': { fontWeight: 600 },
    '& > tbody > tr.MuiTableRow-hover': { cursor: 'pointer' },
    [`& .${ROW_LINK}`]: { fontWeight: 500 },
  };
  columns.forEach((column, index) => {
    const style = cellSx(column);
    if (Object.keys(style).length === 0) return;
    const nth = `:nth-of-type(${index + 1})`;
    sx[`& > thead > tr > th${nth}, & > tbody > tr > td:not([colspan])${nth}`] = style;
  });
  return sx;
}

export interface Paging {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /**
   * Where a row leads: its first cell becomes a link there (open in a new tab works, keyboards and
   * screen readers meet a link). A click elsewhere in the row still calls onRowClick (a drawer).
   */
  rowHref?: (row: T) => string | null;
  paging?: Paging;
  empty?: string;
  size?: 'small' | 'medium';
}

/** True when a click landed on a link (or inside one): the link handles it, not the row. */
const onLink = (target: EventTarget) => target instanceof Element && target.closest('a[href]') !== null;

/**
 * A table of rows with figures right-aligned in tabular digits, optional server paging and clickable
 * rows. A row with an address has a link in its first cell, which is how keyboards reach it; a row
 * without one is itself focusable (Enter or Space opens it, as a click does). It scrolls sideways
 * inside itself on phones.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  onRowClick,
  rowLabel,
  rowHref,
  paging,
  empty,
  size = 'small',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <ScrollRegion label={label}>
        <Table size={size} aria-label={label} sx={tableSx(columns)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography variant="body2" color="text.secondary">
                    {empty ?? t('tables.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => {
              const href = rowHref?.(row) ?? null;
              // With a link the row is no second tab stop: the link is the keyboard's way in.
              const focusable = !!onRowClick && !href;
              return (
                <TableRow
                  key={rowKey(row, index)}
                  hover={!!onRowClick}
                  tabIndex={focusable ? 0 : undefined}
                  aria-label={focusable && rowLabel ? rowLabel(row) : undefined}
                  onClick={onRowClick ? (event) => !onLink(event.target) && onRowClick(row) : undefined}
                  onKeyDown={
                    focusable
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                >
                  {columns.map((column, columnIndex) => (
                    <TableCell key={column.key}>
                      {href && columnIndex === 0 ? (
                        <Link component={RouterLink} to={href} className={ROW_LINK}>
                          {column.render(row)}
                        </Link>
                      ) : (
                        column.render(row)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
      {paging && paging.total > paging.pageSize && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page - 1}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={paging.onPageSize ? [25, 50, 100] : [paging.pageSize]}
          onPageChange={(_event, page) => paging.onPage(page + 1)}
          onRowsPerPageChange={(event) => paging.onPageSize?.(Number(event.target.value))}
          labelRowsPerPage={t('tables.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('tables.displayed', { from, to, count })}
          getItemAriaLabel={(type) => t(`tables.${type}Page`)}
        />
      )}
    </>
  );
}
