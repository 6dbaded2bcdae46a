import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { holdingsQuery, type PortfolioKey } from '../../lib/portfolio-api';
import { DataTable } from '../../ui/data-table';
import { formatWeight, useMoney } from '../../ui/format';
import { SideDrawer } from '../../ui/side-drawer';
import { inSlice, sliceTotal } from './breakdown-slice';
import type { OpenDrawer } from './drawer-state';
import { ALL_HOLDINGS, useHoldingColumns } from './tabs/holdings-tabs';
import { useDataName } from '../../ui/data-name';

type BreakdownDrawerProps = {
  portfolioKey: PortfolioKey;
  open: OpenDrawer;
  onClose: () => void;
  onHolding: (symbol: string) => void;
};

/** §2 breakdown drawer: the holdings that make up one slice of a breakdown. */
export function BreakdownDrawer({ portfolioKey, open, onClose, onHolding }: BreakdownDrawerProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dataName = useDataName();
  const slice = open?.kind === 'breakdown' ? open : null;
  const query = useQuery({ ...holdingsQuery(portfolioKey, 1, ALL_HOLDINGS), enabled: !!slice });
  const columns = useHoldingColumns(query.data?.value ?? '0', query.data?.baseCurrency ?? '').filter(
    (c) => !['units', 'price', 'class', 'cost', 'costBase', 'gain'].includes(c.key),
  );
  const group = slice ? (query.data?.groups.find((g) => g.group === slice.slice)?.symbols ?? []) : [];
  const rows = slice
    ? (query.data?.items ?? []).filter((h) => inSlice(h, slice.dimension, slice.slice, group))
    : [];
  const total = sliceTotal(rows, query.data?.value ?? '0');
  const title = slice
    ? `${slice.dimension === 'group' ? t('portfolio.assetClasses') : t(`portfolio.breakdownNames.${slice.dimension}`)}: ${slice.dimension === 'group' ? t(`portfolio.groups.${slice.slice}`, { defaultValue: slice.slice }) : dataName(slice.dimension, slice.slice)}`
    : '';
  return (
    <SideDrawer open={!!slice} title={title} onClose={onClose}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('drawers.sliceCount', { count: rows.length })}
        {query.data &&
          ` · ${t('drawers.sliceShare', {
            value: money(total.value, query.data.baseCurrency),
            weight: formatWeight(total.weight),
          })}`}
      </Typography>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        rowKey={(h) => h.symbol}
        onRowClick={(h) => onHolding(h.symbol)}
        rowLabel={(h) => t('holdings.open', { name: h.name ?? h.symbol })}
      />
    </SideDrawer>
  );
}
