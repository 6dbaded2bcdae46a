import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaleHolding } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Column } from '../../../ui/data-table';
import { formatDate } from '../../../ui/format';
import { staleHoldingsQuery } from './market-data-api';
import { MarketTable, useCorrectColumn } from './market-table';
import { PAGE_SIZE, useListParams } from './use-list-params';

/** The company's holdings whose price is missing or older than five business days. */
export function StalePricesTab({ onCorrect }: { onCorrect: (symbol: string) => void }) {
  const { t } = useTranslation();
  const { page } = useListParams();
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
    useCorrectColumn<StaleHolding>((row) => row.symbol, onCorrect),
  ];
  return (
    <Stack spacing={2}>
      {list.data && (
        <Typography variant="body2" color="text.secondary">
          {t('marketData.staleIntro', { date: formatDate(list.data.cutoff) })}
        </Typography>
      )}
      <MarketTable
        label={t('marketData.staleLabel')}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        rowKey={(row) => row.holdingId}
        empty={list.isPending ? '' : t('marketData.noStale')}
      />
    </Stack>
  );
}
