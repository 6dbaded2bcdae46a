import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { portfolioLink } from '../../lib/portfolio-target';
import { DataTable, type Column } from '../../ui/data-table';
import { useMoney } from '../../ui/format';
import { ScreenTitle } from '../../ui/screen-title';
import { TextInput } from '../../ui/text-input';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { PortfolioListItem } from '@portal/domain';
import { PORTFOLIO_LIST_PAGE_SIZE, portfolioListQuery } from './portfolio-list-api';

/**
 * The 'Portfolios' navigation item (§2): every active portfolio of the accounts the viewer may read
 * in the portal, account by account in the portal language's order, each a link to its screen.
 * Search and page live in the address bar, next to `view=portfolios`.
 */
export default function PortfoliosScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const { portal = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const settled = useDebouncedValue(searchText, 400);
  useEffect(() => {
    if (settled === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settled, search, setParams]);
  const list = useQuery(portfolioListQuery(portal, { search, page }));

  const columns: Column<PortfolioListItem>[] = [
    { key: 'name', label: t('portfolioList.columns.portfolio'), render: (row) => row.name },
    { key: 'account', label: t('portfolioList.columns.account'), render: (row) => row.accountName },
    { key: 'type', label: t('portfolioList.columns.type'), wide: true, render: (row) => row.type ?? '—' },
    {
      key: 'value',
      label: t('portfolioList.columns.value'),
      numeric: true,
      render: (row) => money(row.value, row.currency),
    },
  ];

  return (
    <>
      <ScreenTitle title={t('portfolioList.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box component="search" sx={{ mb: 1 }}>
          <TextInput
            label={t('portfolioList.search')}
            type="search"
            fullWidth
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Box>
        {list.isError && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
        <Typography variant="body2" color="text.secondary" role="status" sx={{ my: 1 }}>
          {list.isPending ? t('app.loading') : t('portfolioList.found', { count: list.data?.total ?? 0 })}
        </Typography>
        <DataTable
          label={t('portfolioList.listLabel')}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.id}
          rowHref={(row) =>
            portfolioLink(brand, portal, { id: row.accountId, externalId: row.accountExternalId }, row.id)
          }
          empty={t('portfolioList.empty')}
          paging={{
            page,
            pageSize: PORTFOLIO_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onPage: (next) =>
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('page', String(next));
                  return updated;
                },
                { replace: true },
              ),
          }}
        />
      </Paper>
    </>
  );
}
