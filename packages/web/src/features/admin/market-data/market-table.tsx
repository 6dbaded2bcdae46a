import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { DataTable, type Column } from '../../../ui/data-table';
import { PAGE_SIZE, useListParams } from './use-list-params';

/** A tab's page of rows, paged through the URL's `page`. */
export function MarketTable<T>(props: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  rowKey: (row: T) => string;
  empty: string;
}) {
  const { page, set } = useListParams();
  return (
    <DataTable
      label={props.label}
      columns={props.columns}
      rows={props.rows ?? []}
      rowKey={props.rowKey}
      empty={props.empty}
      paging={{
        page,
        pageSize: PAGE_SIZE,
        total: props.total ?? 0,
        onPage: (next) => set({ page: String(next) }),
      }}
    />
  );
}

/** The Correct price column: a button per row naming its symbol for screen readers. */
export function useCorrectColumn<T>(
  symbolOf: (row: T) => string | null,
  onCorrect: (symbol: string) => void,
): Column<T> {
  const { t } = useTranslation();
  return {
    key: 'actions',
    label: t('marketData.columns.actions'),
    render: (row) => {
      const symbol = symbolOf(row);
      return symbol ? (
        <Button
          size="small"
          onClick={() => onCorrect(symbol)}
          aria-label={t('marketData.correctOf', { symbol })}
        >
          {t('marketData.correct')}
        </Button>
      ) : null;
    },
  };
}
