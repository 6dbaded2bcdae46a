import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { FUND_PAGE_SIZE_DEFAULT, type FundSummary } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { fundsQuery } from '../../lib/funds-api';
import { PageLoader } from '../../ui/page-loader';
import { ScreenTitle } from '../../ui/screen-title';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ExplorerFiltersBar, NO_FILTERS, type ExplorerFilters } from './explorer-filters';
import { FundDrawer } from './fund-drawer';
import { FundResults } from './fund-results';
import { FundSpotlight } from './fund-spotlight';
import { useViewMode } from './use-view-mode';

/** §9: a search waits 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Route `dashboard-portal-explorer` (§2 Investments explorer): search funds by name or ISIN, filter by
 * category, region and currency (each value with its count) and by ESG rating and favourites, list
 * or grid, paged, under the portal's funds spotlight (§7); a fund opens in a drawer with its prices
 * and performance and its documents.
 */
export default function ExplorerScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  const [filters, setFilters] = useState<ExplorerFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [mode, setMode] = useViewMode();
  const [open, setOpen] = useState<Pick<FundSummary, 'id' | 'name'> | null>(null);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery(
    fundsQuery(portal, {
      q: search || undefined,
      category: filters.category || undefined,
      region: filters.region || undefined,
      currency: filters.currency || undefined,
      esgMin: filters.esgMin ? Number(filters.esgMin) : undefined,
      favourites: filters.favourites || undefined,
      page,
      pageSize: FUND_PAGE_SIZE_DEFAULT,
    }),
  );
  const change = (next: ExplorerFilters) => {
    setFilters(next);
    setPage(1);
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-explorer')} />
      <ExplorerFiltersBar
        filters={filters}
        onChange={change}
        facets={data?.facets}
        mode={mode}
        onMode={setMode}
      />
      <FundSpotlight portalId={portal} onOpen={(fund) => setOpen(fund)} />
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {data ? t('explorer.resultCount', { count: data.total }) : ''}
      </Typography>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('explorer.retry')}
            </Button>
          }
        >
          {t('explorer.loadFailed')}
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {filters.favourites && !search ? t('explorer.emptyFavourites') : t('explorer.empty')}
          </Typography>
          {filtered && (
            <Button variant="outlined" onClick={() => change(NO_FILTERS)}>
              {t('explorer.clearFilters')}
            </Button>
          )}
        </Box>
      ) : data ? (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <FundResults portalId={portal} funds={data.items} mode={mode} onOpen={(fund) => setOpen(fund)} />
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_, next) => setPage(next)}
                siblingCount={0}
                aria-label={t('explorer.pages')}
              />
            </Box>
          )}
        </Box>
      ) : null}
      <FundDrawer
        portalId={portal}
        fundId={open?.id ?? null}
        title={open?.name ?? ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
