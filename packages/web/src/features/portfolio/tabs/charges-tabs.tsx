import Box from '@mui/material/Box';
import { formatPercentFigure, sharesOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { accountPageQuery, chargesQuery } from '../../../lib/portfolio-api';
import { consolidatedPeriods } from '../../../lib/consolidated';
import { portfolioLink } from '../../../lib/portfolio-target';
import { useBrand } from '../../../lib/brand-context';
import { DataTable } from '../../../ui/data-table';
import { formatWeight, useMoney } from '../../../ui/format';
import { HeadlineFigure, HeadlineRow } from '../../../ui/headline-figure';
import { ReturnText } from '../../../ui/return-text';
import { todayIso } from '../../../lib/today';
import { rangeSpan, readRangeFilter } from '../transactions-filter';
import { Section } from './performance-tabs';
import { QueryState } from '../../../ui/query-state';
import type { TabProps } from './tab-props';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

/** Fees over the transactions range: charges taken and transaction costs, by kind and by security. */
export function FeesTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const checked = rangeSpan(readRangeFilter(params), todayIso());
  const span = 'span' in checked ? checked.span : { from: null, to: null };
  const query = useQuery(
    chargesQuery(portfolioKey, { from: span.from ?? undefined, to: span.to ?? undefined }),
  );
  return (
    <QueryState query={query}>
      {(c) => (
        <>
          <HeadlineRow>
            <HeadlineFigure
              label={t('portfolio.fees.charges')}
              value={money(c.charges.total, c.currency)}
              hint={t('portfolio.fees.count', { count: c.charges.count })}
            />
            <HeadlineFigure
              label={t('portfolio.fees.transactionCosts')}
              value={money(c.transactionCosts.total, c.currency)}
              hint={t('portfolio.fees.count', { count: c.transactionCosts.count })}
            />
          </HeadlineRow>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            {(['charges', 'transactionCosts'] as const).map((kind) => (
              <Section key={kind} title={t(`portfolio.fees.${kind}`)}>
                <DataTable
                  label={t(`portfolio.fees.${kind}`)}
                  rows={Object.entries(c[kind].by)}
                  rowKey={([name]) => name}
                  empty={t('portfolio.fees.none')}
                  columns={[
                    { key: 'n', label: t('charts.name'), render: ([name]) => name },
                    {
                      key: 'v',
                      label: t('charts.amount'),
                      numeric: true,
                      render: ([, v]) => money(v, c.currency),
                    },
                  ]}
                />
              </Section>
            ))}
          </Box>
        </>
      )}
    </QueryState>
  );
}

/** Annual charges as rates (advice fee, platform fee, ongoing charges, total). */
export function ChargesTab({ portfolioKey }: TabProps) {
  const { t, i18n } = useTranslation();
  const query = useQuery(chargesQuery(portfolioKey));
  return (
    <QueryState query={query}>
      {(c) => (
        <Section title={t('portfolio.tabs.charges')} method="charges">
          <DataTable
            label={t('portfolio.tabs.charges')}
            rows={Object.entries(c.annual).sort(([a], [b]) =>
              a === 'total' ? 1 : b === 'total' ? -1 : a.localeCompare(b),
            )}
            rowKey={([name]) => name}
            empty={t('portfolio.fees.none')}
            columns={[
              {
                key: 'n',
                label: t('charts.name'),
                render: ([name]) => t(`portfolio.annualCharges.${name}`, { defaultValue: name }),
              },
              {
                key: 'v',
                label: t('portfolio.annualRate'),
                numeric: true,
                render: ([, v]) => formatPercentFigure(v, 2, i18n.language).replace(/^\+/, ''),
              },
            ]}
          />
        </Section>
      )}
    </QueryState>
  );
}

/** The account's portfolios (the accounts tab): value, weight, link to each. */
export function AccountsTab({ portfolioKey, siblings, portfolio }: TabProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = useMoney();
  const shares = sharesOf(siblings.map((p) => p.value ?? '0'));
  const weights = new Map(siblings.map((p, i) => [p.id, shares[i]]));
  return (
    <Section title={t('portfolio.tabs.accounts')}>
      <DataTable
        label={t('portfolio.tabs.accounts')}
        rows={siblings}
        rowKey={(p) => p.id}
        columns={[
          {
            key: 'n',
            label: t('accountScreen.portfolio'),
            render: (p) =>
              p.id === portfolio.id ? (
                <strong>{p.name}</strong>
              ) : (
                <Link
                  component={RouterLink}
                  to={portfolioLink(brand, portfolioKey.portalId, { id: portfolioKey.accountId }, p.id)}
                >
                  {p.name}
                </Link>
              ),
          },
          { key: 't', label: t('portfolio.facts.type'), wide: true, render: (p) => p.type ?? '—' },
          { key: 'v', label: t('charts.value'), numeric: true, render: (p) => money(p.value, p.currency) },
          {
            key: 'w',
            label: t('charts.weight'),
            numeric: true,
            render: (p) => formatWeight(weights.get(p.id)),
          },
        ]}
      />
    </Section>
  );
}

/** The account's consolidated returns over the §9 periods beside this portfolio's. */
export function ConsolidatedTab({ portfolioKey }: TabProps) {
  const { t } = useTranslation();
  const query = useQuery(accountPageQuery(portfolioKey.portalId, portfolioKey.accountId));
  return (
    <QueryState query={query}>
      {(page) => {
        const consolidated = consolidatedPeriods(page);
        const own = page.portfolios.find((p) => p.portfolio.id === portfolioKey.portfolioId);
        return (
          <Section title={t('portfolio.tabs.consolidated')} method="consolidated">
            <DataTable
              label={t('portfolio.tabs.consolidated')}
              rows={consolidated}
              rowKey={(c) => c.period}
              columns={[
                { key: 'p', label: t('charts.period'), render: (c) => t(`figures.periods.${c.period}`) },
                {
                  key: 'c',
                  label: t('accountScreen.consolidated'),
                  numeric: true,
                  render: (c) => <ReturnText value={c.portfolio} />,
                },
                {
                  key: 'o',
                  label: own?.portfolio.name ?? t('charts.portfolio'),
                  numeric: true,
                  render: (c) => (
                    <ReturnText
                      value={own?.performance.periods.find((p) => p.period === c.period)?.portfolio}
                    />
                  ),
                },
              ]}
            />
          </Section>
        );
      }}
    </QueryState>
  );
}
