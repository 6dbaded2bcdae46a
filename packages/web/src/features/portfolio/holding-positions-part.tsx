import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { holdingPositions, type HoldingPosition } from '../../lib/holding-positions';
import { accountPageQuery, type PortfolioKey } from '../../lib/portfolio-api';
import { DataTable } from '../../ui/data-table';
import { formatNumber, formatWeight, useMoney } from '../../ui/format';

/**
 * The holding drawer's "Holdings" (§2): where the account holds this security, portfolio by portfolio,
 * read from the account page the account screen already loads (and the server caches).
 */
export function HoldingPositionsPart({
  portfolioKey,
  symbol,
}: {
  portfolioKey: PortfolioKey;
  symbol: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const page = useQuery(accountPageQuery(portfolioKey.portalId, portfolioKey.accountId));
  const rows = useMemo(
    () => (page.data ? holdingPositions(page.data, symbol, portfolioKey.portfolioId) : []),
    [page.data, symbol, portfolioKey.portfolioId],
  );
  return (
    <DataTable<HoldingPosition>
      label={t('drawers.positions')}
      columns={[
        { key: 'portfolio', label: t('accountScreen.portfolio'), render: (row) => row.portfolioName },
        { key: 'units', label: t('holdings.units'), numeric: true, render: (row) => formatNumber(row.units) },
        {
          key: 'value',
          label: t('holdings.value'),
          numeric: true,
          render: (row) => money(row.value, row.currency),
        },
        {
          key: 'share',
          label: t('drawers.shareOfUnits'),
          numeric: true,
          render: (row) => formatWeight(row.shareOfUnits),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.portfolioId}
      empty={page.isPending ? t('app.loading') : t('drawers.noPositions')}
    />
  );
}
