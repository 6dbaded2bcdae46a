import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute } from '@portal/domain';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand } from '../../lib/brand-context';
import type { AccountFilterOptions, AccountListItem, PortalSummary } from '../../lib/portfolio-types';
import { DataTable, type Column } from '../../ui/data-table';
import { asChoices, FilterSelect } from '../../ui/filter-select';
import { useMoney } from '../../ui/format';
import { TextInput } from '../../ui/text-input';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { CLIENTS_PAGE_SIZE, phoneBookLetters, type ClientFilters } from './clients-filters';
import { LetterBar } from './letter-bar';
import { OverviewHead } from './overview-head';
import type { ClientsPage } from './use-clients';

interface ClientsOverviewProps {
  portal: string;
  staff: boolean;
  portalInfo: PortalSummary | undefined;
  options: AccountFilterOptions | undefined;
  filters: ClientFilters;
  setFilters: (change: Partial<ClientFilters>) => void;
  page: ClientsPage;
  onOpen: (account: AccountListItem) => void;
  /** Loads the account drawer's code ahead of a click. */
  onPointAt: () => void;
}

/**
 * The clients overview as drawn (§2): headline figures, filters and the list. Memoised on props that
 * keep their identity while nothing shown changes (ClientsScreen, decision 137).
 */
export const ClientsOverview = memo(function ClientsOverview({
  portal,
  staff,
  portalInfo,
  options,
  filters,
  setFilters,
  page,
  onOpen,
  onPointAt,
}: ClientsOverviewProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  // The letter bar is the alphabet of the portal's language (the server files names by it too).
  const portalLanguage = portalInfo?.language || brand.defaultLocale;
  const [searchText, setSearchText] = useState(filters.search);
  const settled = useDebouncedValue(searchText, 400);
  useEffect(() => {
    if (settled !== filters.search) setFilters({ search: settled });
  }, [settled, filters.search, setFilters]);

  const initials = options?.letters;
  const present = useMemo(() => (initials ? new Set(initials) : null), [initials]);
  const types = options?.portfolioTypes ?? [];
  const groups = options?.groups ?? [];

  // A type or group in the address bar that the menus do not offer (yet) is still shown as chosen.
  const typeChoices = filters.type && !types.includes(filters.type) ? [...types, filters.type] : types;
  const groupChoices =
    filters.group && !groups.some((g) => g.id === filters.group)
      ? [...groups, { id: filters.group, name: filters.group }]
      : groups;
  // Headline figures cover every account that passes the filters (the server's totals), not the page.
  const totals = page.totals;
  // Values in several currencies do not add up: a sum is shown only in the accounts' one currency.
  const totalOf = (value: string) =>
    totals?.currency || totals?.count === 0 ? money(value, totals?.currency, 'auto') : '—';

  const columns: Column<AccountListItem>[] = [
    { key: 'name', label: t('dashboard.columns.name'), render: (row) => row.name },
    { key: 'email', label: t('dashboard.columns.email'), wide: true, render: (row) => row.email ?? '—' },
    {
      key: 'externalId',
      label: t('dashboard.externalId'),
      wide: true,
      render: (row) => row.externalId ?? '—',
    },
    {
      key: 'portfolios',
      label: t('dashboard.columns.portfolios'),
      numeric: true,
      wide: true,
      render: (row) => row.portfolioCount,
    },
    {
      key: 'value',
      label: t('dashboard.columns.value'),
      numeric: true,
      render: (row) => money(row.value, row.currency),
    },
  ];
  const accountHref = (account: string) =>
    hasRoute(brand, 'dashboard-portal-account')
      ? buildPath(brand, 'dashboard-portal-account', { portal, account })
      : null;
  const messages = hasRoute(brand, 'dashboard-portal-messages')
    ? buildPath(brand, 'dashboard-portal-messages', { portal })
    : null;

  return (
    <>
      <OverviewHead
        title={portalInfo?.name ?? t(staff ? 'dashboard.titleStaff' : 'dashboard.titleClient')}
        staff={staff}
        figures={
          totals ? { value: totalOf(totals.value), count: totals.count, gains: totalOf(totals.gains) } : null
        }
        messages={messages}
      />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} onPointerOver={onPointAt} onFocus={onPointAt}>
        <Box component="search" sx={{ display: 'grid', gap: 1.5, mb: 1 }} aria-label={t('dashboard.filters')}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 260px' }}>
              <TextInput
                label={t('dashboard.search')}
                type="search"
                fullWidth
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </Box>
            {typeChoices.length > 0 && (
              <FilterSelect
                label={t('dashboard.portfolioType')}
                allLabel={t('dashboard.allPortfolioTypes')}
                choices={asChoices(typeChoices)}
                value={filters.type}
                onChange={(type) => setFilters({ type })}
                showAll
                sx={{ minWidth: 160 }}
              />
            )}
            {groupChoices.length > 0 && (
              <FilterSelect
                label={t('dashboard.clientGroup')}
                allLabel={t('dashboard.allGroups')}
                choices={groupChoices.map((group) => ({ value: group.id, label: group.name }))}
                value={filters.group}
                onChange={(group) => setFilters({ group })}
                showAll
                sx={{ minWidth: 180 }}
              />
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={filters.hideEmpty}
                  onChange={(_event, checked) => setFilters({ hideEmpty: checked })}
                />
              }
              label={t('dashboard.hideEmpty')}
            />
          </Box>
          <LetterBar
            letters={phoneBookLetters(initials ?? [], portalLanguage)}
            present={present}
            value={filters.letter}
            onChange={(letter) => setFilters({ letter })}
          />
        </Box>
        {page.isError && <Alert severity="error">{t('messages.errors.technical')}</Alert>}
        <Typography variant="body2" color="text.secondary" role="status" sx={{ my: 1 }}>
          {page.isPending ? t('app.loading') : t('dashboard.found', { count: page.total })}
        </Typography>
        <DataTable
          label={t('dashboard.listLabel')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          onRowClick={onOpen}
          rowHref={(row) => accountHref(row.id)}
          empty={t('dashboard.empty')}
          paging={{
            page: filters.page,
            pageSize: CLIENTS_PAGE_SIZE,
            total: page.total,
            onPage: (next) => setFilters({ page: next }),
          }}
        />
      </Paper>
    </>
  );
});
