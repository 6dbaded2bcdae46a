import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaleHolding } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DataTable, type Column } from '../../ui/data-table';
import { formatDate } from '../../ui/format';
import { staleHoldingsQuery } from './market-data-api';
import { PAGE_SIZE, useListParams } from './use-list-params';

/** The company's holdings whose price is missing or older than five business days. */
export function StalePricesTab({ onCorrect }: { onCorrect: (symbol: string) => void }) {
  const { t } = useTranslation();
  const { page, set } = useListParams();
  const list = useQuery(staleHoldingsQuery({ page, pageSize: PAGE_SIZE }));
  const columns: Column<StaleHolding>[] = [
    { key: 'account', label: t('marketData.columns.account'), render: (row) => row.accountName },
    { key: 'portfolio', label: t('marketData.columns.portfolio'), render: (row) => row.portfolioName },
    { key: 'holding', label: t('marketData.columns.holding'), render: (row) => row.name },
    {
      key: 'symbol',
      label: t('marketData.columns.symbol'),
      render: (row) => row.symbol ?? '—',
      noWrap: true,
    },
    {
      key: 'lastPriceDate',
      label: t('marketData.columns.lastPriceDate'),
      render: (row) => (row.lastPriceDate ? formatDate(row.lastPriceDate) : t('marketData.missing')),
      noWrap: true,
    },
    {
      key: 'actions',
      label: t('marketData.columns.actions'),
      render: (row) =>
        row.symbol ? (
          <Button
            size="small"
            onClick={() => onCorrect(row.symbol!)}
            aria-label={t('marketData.correctOf', { symbol: row.symbol })}
          >
            {t('marketData.correct')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack spacing={2}>
      {list.data && (
        <Typography variant="body2" color="text.secondary">
          {t('marketData.staleIntro', { date: formatDate(list.data.cutoff) })}
        </Typography>
      )}
      <DataTable
        label={t('marketData.staleLabel')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.holdingId}
        empty={list.isPending ? '' : t('marketData.noStale')}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onPage: (next) => set({ page: String(next) }),
        }}
      />
    </Stack>
  );
}
