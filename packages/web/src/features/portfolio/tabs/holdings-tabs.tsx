import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  BREAKDOWN_DIMENSIONS,
  type BreakdownDimension,
  chartAssetClassOf,
  settlementCurrency,
  shareOf,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { breakdownsQuery, holdingsQuery } from '../../../lib/portfolio-api';
import type { HoldingView } from '../../../lib/portfolio-types';
import { allocationBarsChart, donutChart } from '../../../ui/charts/allocation-options';
import { Chart } from '../../../ui/charts/chart';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDate, formatNumber, formatWeight, useMoney } from '../../../ui/format';
import { ReturnText } from '../../../ui/return-text';
import { useAllocationText } from '../chart-text';
import { GainCell, useHoldingMoney } from '../holding-money';
import { Section } from './performance-tabs';
import { QueryState } from '../../../ui/query-state';
import type { TabProps } from './tab-props';
import { useDataName } from '../../../ui/data-name';

/** Every holding of the portfolio (the API pages by 100 at most; a portfolio holds far fewer). */
export const ALL_HOLDINGS = 100;

/** Exposure: the §9 asset-class groups, regions and currencies. */
export function ExposureTab({ portfolioKey, onOpen }: TabProps) {
  const { t } = useTranslation();
  const dataName = useDataName();
  const holdings = useQuery(holdingsQuery(portfolioKey, 1, ALL_HOLDINGS));
  const breakdowns = useQuery(breakdownsQuery(portfolioKey));
  const text = useAllocationText(holdings.data?.baseCurrency);
  return (
    <QueryState query={holdings}>
      {(h) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <Section title={t('portfolio.assetClasses')} method="weight">
            <Chart
              title={t('portfolio.assetClasses')}
              hideCaption
              spec={donutChart(
                h.groups.map((g) => ({ name: g.group, value: g.value, weight: g.weight })),
                'group',
                { ...text, label: (name) => t(`portfolio.groups.${name}`, { defaultValue: name }) },
              )}
            />
            <DataTable
              label={t('portfolio.assetClasses')}
              rows={h.groups}
              rowKey={(g) => g.group}
              onRowClick={(g) => onOpen({ kind: 'breakdown', dimension: 'group', slice: g.group })}
              rowLabel={(g) => t('portfolio.openBreakdown', { name: g.group })}
              columns={[
                {
                  key: 'g',
                  label: t('charts.name'),
                  render: (g) => t(`portfolio.groups.${g.group}`, { defaultValue: g.group }),
                },
                { key: 'v', label: t('charts.value'), numeric: true, render: (g) => text.money(g.value) },
                { key: 'w', label: t('charts.weight'), numeric: true, render: (g) => formatWeight(g.weight) },
              ]}
            />
          </Section>
          {breakdowns.data && (
            <Section title={t('portfolio.regionsAndCurrencies')} method="weight">
              <Chart
                title={t('portfolio.breakdownNames.region')}
                spec={allocationBarsChart(breakdowns.data.breakdowns.region.composition, 'region', {
                  ...text,
                  label: (name) => dataName('region', name),
                })}
                height={240}
              />
              <Chart
                title={t('portfolio.breakdownNames.currency')}
                spec={allocationBarsChart(breakdowns.data.breakdowns.currency.composition, 'currency', text)}
                height={200}
              />
            </Section>
          )}
        </Box>
      )}
    </QueryState>
  );
}

/** §2 breakdowns by currency, region, asset class, substrategy, vintage, sector and type. */
export function BreakdownsTab({ portfolioKey, onOpen }: TabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const by = (BREAKDOWN_DIMENSIONS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as BreakdownDimension)
    : 'assetClass';
  const query = useQuery(breakdownsQuery(portfolioKey));
  const text = useAllocationText(undefined);
  const dataName = useDataName();
  return (
    <QueryState query={query}>
      {(data) => {
        const slices = data.breakdowns[by].composition;
        return (
          <Section title={t('portfolio.tabs.breakdowns')} method="weight">
            <Box
              role="group"
              aria-label={t('portfolio.breakdownBy')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
            >
              {BREAKDOWN_DIMENSIONS.map((name) => (
                <Chip
                  key={name}
                  label={t(`portfolio.breakdownNames.${name}`)}
                  color={name === by ? 'primary' : 'default'}
                  variant={name === by ? 'filled' : 'outlined'}
                  aria-pressed={name === by}
                  onClick={() =>
                    setParams(
                      (current) => {
                        const next = new URLSearchParams(current);
                        next.set('by', name);
                        return next;
                      },
                      { replace: true },
                    )
                  }
                />
              ))}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
              <Chart
                title={t(`portfolio.breakdownNames.${by}`)}
                spec={donutChart(slices, by, { ...text, label: (name) => dataName(by, name) })}
              />
              <DataTable
                label={t(`portfolio.breakdownNames.${by}`)}
                rows={slices}
                rowKey={(s) => s.name}
                onRowClick={(s) => onOpen({ kind: 'breakdown', dimension: by, slice: s.name })}
                rowLabel={(s) => t('portfolio.openBreakdown', { name: dataName(by, s.name) })}
                columns={[
                  { key: 'n', label: t('charts.name'), render: (s) => dataName(by, s.name) },
                  { key: 'v', label: t('charts.value'), numeric: true, render: (s) => text.money(s.value) },
                  {
                    key: 'w',
                    label: t('charts.weight'),
                    numeric: true,
                    render: (s) => formatWeight(s.weight),
                  },
                ]}
              />
            </Box>
          </Section>
        );
      }}
    </QueryState>
  );
}

/** The holding table's columns (shared by the holdings tab and the breakdown drawer). */
export function useHoldingColumns(total: string, baseCurrency: string): Column<HoldingView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const holdingMoney = useHoldingMoney();
  const dataName = useDataName();
  return [
    {
      key: 'name',
      label: t('holdings.name'),
      render: (h) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {h.name ?? h.symbol}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {h.symbol}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'class',
      label: t('holdings.assetClass'),
      wide: true,
      render: (h) => (h.assetClass ? dataName('assetClass', h.assetClass) : t('portfolio.groups.Other')),
    },
    {
      key: 'units',
      label: t('holdings.units'),
      numeric: true,
      wide: true,
      render: (h) => formatNumber(h.units),
    },
    {
      key: 'price',
      label: t('holdings.price'),
      numeric: true,
      wide: true,
      render: (h) => (h.price ? `${formatNumber(h.price)} ${h.currency}` : '—'),
    },
    {
      // In the line's own currency, with its symbol: the other money columns are the portfolio's.
      key: 'cost',
      label: t('holdings.cost'),
      numeric: true,
      wide: true,
      render: (h) => money(h.cost, settlementCurrency(h.currency)),
    },
    {
      key: 'costBase',
      label: holdingMoney.label('costIn', baseCurrency),
      numeric: true,
      wide: true,
      render: (h) => money(h.costBase, baseCurrency),
    },
    {
      key: 'value',
      label: holdingMoney.label('valueIn', baseCurrency),
      numeric: true,
      render: (h) => money(h.valueBase, baseCurrency),
    },
    {
      key: 'gain',
      label: holdingMoney.label('gainIn', baseCurrency),
      numeric: true,
      wide: true,
      render: (h) => <GainCell holding={h} currency={baseCurrency} />,
    },
    {
      key: 'weight',
      label: t('charts.weight'),
      numeric: true,
      wide: true,
      render: (h) => formatWeight(shareOf(h.valueBase, total)),
    },
    {
      key: 'return',
      label: t('holdings.return'),
      numeric: true,
      render: (h) => <ReturnText value={h.return} />,
    },
  ];
}

/** Holdings valued today, largest first, one server page at a time. */
export function HoldingsTab({ portfolioKey, onOpen }: TabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const query = useQuery(holdingsQuery(portfolioKey, page, pageSize));
  const columns = useHoldingColumns(query.data?.value ?? '0', query.data?.baseCurrency ?? '');
  return (
    <QueryState query={query}>
      {(data) => (
        <Section title={t('holdings.title', { date: formatDate(data.date) })} method="holdingReturn">
          <DataTable
            label={t('holdings.title', { date: formatDate(data.date) })}
            rows={data.items}
            rowKey={(h) => h.symbol}
            columns={columns}
            onRowClick={(h) => onOpen({ kind: 'holding', symbol: h.symbol })}
            rowLabel={(h) => t('holdings.open', { name: h.name ?? h.symbol })}
            paging={{
              page,
              pageSize,
              total: data.total,
              onPage: setPage,
              onPageSize: (size) => (setPageSize(size), setPage(1)),
            }}
          />
        </Section>
      )}
    </QueryState>
  );
}

/** Bond statistics of the fixed-interest holdings: yield and duration need a coupon and a maturity. */
export function BondsTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useQuery(holdingsQuery(portfolioKey, 1, ALL_HOLDINGS));
  const missing = { value: null, reason: 'missing_data' } as const;
  return (
    <QueryState query={query}>
      {(data) => {
        const bonds = data.items.filter((h) => chartAssetClassOf(h.assetClass) === 'Fixed Interest');
        return (
          <Section title={t('portfolio.tabs.bondStatistics')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('portfolio.bondsNote')}
            </Typography>
            <DataTable
              label={t('portfolio.tabs.bondStatistics')}
              rows={bonds}
              rowKey={(h) => h.symbol}
              empty={t('portfolio.noBonds')}
              columns={[
                { key: 'n', label: t('holdings.name'), render: (h) => h.name ?? h.symbol },
                {
                  key: 'v',
                  label: t('holdings.value'),
                  numeric: true,
                  render: (h) => money(h.valueBase, data.baseCurrency),
                },
                {
                  key: 'y',
                  label: t('portfolio.bonds.currentYield'),
                  numeric: true,
                  render: () => <ReturnText value={missing} />,
                },
                {
                  key: 'ytm',
                  label: t('portfolio.bonds.ytm'),
                  numeric: true,
                  render: () => <ReturnText value={missing} />,
                },
                {
                  key: 'd',
                  label: t('portfolio.bonds.duration'),
                  numeric: true,
                  wide: true,
                  render: () => <ReturnText value={missing} />,
                },
              ]}
            />
          </Section>
        );
      }}
    </QueryState>
  );
}
