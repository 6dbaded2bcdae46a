import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { InstrumentRow } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Column } from '../../../ui/data-table';
import { formatDate, formatNumber } from '../../../ui/format';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { instrumentsQuery } from './market-data-api';
import { MarketTable, useCorrectColumn } from './market-table';
import { PAGE_SIZE, useListParams } from './use-list-params';

/** Instruments with the date and value of their latest close, searchable, each with Correct price. */
export function InstrumentsTab({ onCorrect }: { onCorrect: (symbol: string) => void }) {
  const { t } = useTranslation();
  const { q, page, set } = useListParams();
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== q) set({ q: debounced, page: null });
  }, [debounced, q, set]);
  const list = useQuery(instrumentsQuery({ q, page, pageSize: PAGE_SIZE }));
  const columns: Column<InstrumentRow>[] = [
    { key: 'symbol', label: t('marketData.columns.symbol'), render: (row) => row.symbol, noWrap: true },
    { key: 'name', label: t('marketData.columns.name'), render: (row) => row.name },
    { key: 'isin', label: t('marketData.columns.isin'), render: (row) => row.isin ?? '—', wide: true },
    { key: 'currency', label: t('marketData.columns.currency'), render: (row) => row.currency },
    {
      key: 'latestDate',
      label: t('marketData.columns.latestDate'),
      render: (row) => (row.latestDate ? formatDate(row.latestDate) : t('marketData.noPrice')),
      noWrap: true,
    },
    {
      key: 'latestPrice',
      label: t('marketData.columns.latestPrice'),
      numeric: true,
      render: (row) => formatNumber(row.latestPrice, 8),
    },
    useCorrectColumn<InstrumentRow>((row) => row.symbol, onCorrect),
  ];
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        type="search"
        label={t('marketData.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: 360 }}
      />
      <MarketTable
        label={t('marketData.instrumentsLabel')}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        rowKey={(row) => row.id}
        empty={list.isPending ? '' : t('marketData.noInstruments')}
      />
    </Stack>
  );
}
