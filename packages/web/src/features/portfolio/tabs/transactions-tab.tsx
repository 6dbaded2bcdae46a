import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { TRANSACTION_RANGES, settlementCurrency } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { transactionsQuery } from '../../../lib/portfolio-api';
import type { TransactionView } from '../../../lib/portfolio-types';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDate, formatNumber, useMoney } from '../../../ui/format';
import { TextInput } from '../../../ui/text-input';
import { todayIso } from '../../../lib/today';
import { rangeQuery, rangeSpan, readRangeFilter, writeRangeFilter } from '../transactions-filter';
import { CsvButton } from '../csv-buttons';
import { Section } from './performance-tabs';
import { QueryState } from '../../../ui/query-state';
import type { TabProps } from './tab-props';

/** The transaction table's columns (the holding drawer shows the same). */
export function useTransactionColumns(): Column<TransactionView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    { key: 'date', label: t('transactions.date'), noWrap: true, render: (tx) => formatDate(tx.date) },
    {
      key: 'type',
      label: t('transactions.type'),
      render: (tx) => t(`transactions.types.${tx.type}`, { defaultValue: tx.type }),
    },
    { key: 'name', label: t('transactions.name'), wide: true, render: (tx) => tx.name ?? tx.symbol },
    {
      key: 'amount',
      label: t('transactions.amount'),
      numeric: true,
      render: (tx) => formatNumber(tx.amount),
    },
    {
      key: 'price',
      label: t('transactions.price'),
      numeric: true,
      wide: true,
      render: (tx) => formatNumber(tx.price),
    },
    {
      key: 'value',
      label: t('transactions.value'),
      numeric: true,
      render: (tx) => (tx.value ? money(tx.value, tx.currency && settlementCurrency(tx.currency)) : '—'),
    },
  ];
}

/** Transactions (trades) or cash transactions over a §9 range (default 6 months), with CSV. */
export function TransactionsTab({ portfolioKey, kind }: TabProps & { kind: 'trades' | 'cash' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const filter = readRangeFilter(params);
  const [page, setPage] = useState(1);
  const pageSize = 25;
  const checked = rangeSpan(filter, todayIso());
  const valid = 'span' in checked;
  const query = useQuery({
    ...transactionsQuery(portfolioKey, { ...rangeQuery(filter), kind }, page, pageSize),
    enabled: valid,
  });
  const columns = useTransactionColumns();
  const setFilter = (change: Partial<typeof filter>) => {
    setPage(1);
    setParams((current) => writeRangeFilter(current, { ...filter, ...change }), { replace: true });
  };
  const title = t(kind === 'cash' ? 'portfolio.tabs.cashTransactions' : 'portfolio.tabs.transactions');
  return (
    <Section title={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="tx-range">{t('transactions.range')}</InputLabel>
          <Select
            labelId="tx-range"
            label={t('transactions.range')}
            value={filter.range}
            onChange={(event) => setFilter({ range: event.target.value as typeof filter.range })}
          >
            {TRANSACTION_RANGES.map((range) => (
              <MenuItem key={range} value={range}>
                {t(`transactions.ranges.${range}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {filter.range === 'custom' && (
          <>
            <TextInput
              label={t('transactions.from')}
              type="date"
              size="small"
              value={filter.from}
              onChange={(event) => setFilter({ from: event.target.value })}
              notched
            />
            <TextInput
              label={t('transactions.to')}
              type="date"
              size="small"
              value={filter.to}
              onChange={(event) => setFilter({ to: event.target.value })}
              notched
            />
          </>
        )}
        {valid && (
          <Typography variant="body2" color="text.secondary">
            {checked.span.from
              ? `${formatDate(checked.span.from)} – ${formatDate(checked.span.to)}`
              : t('transactions.ranges.all')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <CsvButton
          portfolioKey={portfolioKey}
          kind="transactions"
          query={{ ...rangeQuery(filter), kind }}
          disabled={!valid}
        />
      </Box>
      {!valid ? (
        <Alert severity="warning">{t(`messages.${checked.error}`)}</Alert>
      ) : (
        <QueryState query={query}>
          {(data) => (
            <>
              {data.categories.length > 0 && (
                <Box
                  role="list"
                  aria-label={t('transactions.categories')}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
                >
                  {data.categories.map((c) => (
                    <Chip
                      role="listitem"
                      key={c.category}
                      variant="outlined"
                      label={`${t(`transactions.categoryNames.${c.category}`)} · ${c.count} · ${money(c.total, data.currency)}`}
                    />
                  ))}
                </Box>
              )}
              <DataTable
                label={title}
                columns={columns}
                rows={data.items}
                rowKey={(tx, i) => tx.id ?? `${tx.date}-${i}`}
                empty={t('transactions.empty')}
                paging={{ page, pageSize, total: data.total, onPage: setPage }}
              />
            </>
          )}
        </QueryState>
      )}
    </Section>
  );
}
