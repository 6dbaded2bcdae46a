import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FUND_PRICE_RANGES, type FundDetails, type FundPriceRange } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fundPricesQuery } from '../../lib/funds-api';
import { Chart } from '../../ui/charts/chart';
import { PageLoader } from '../../ui/page-loader';
import { FundPeriodsTable } from '../fund';
import { fundPriceChart } from './price-chart';

/**
 * The 'Prices and performance' tab: the price chart over a chosen period (its table alternative is
 * the chart's own toggle) and the returns over 1D…YTD computed by the server's engine.
 */
export function FundPricesPanel({ portalId, fund }: { portalId: string; fund: FundDetails }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<FundPriceRange>('1Y');
  const prices = useQuery({ ...fundPricesQuery(portalId, fund.id, range), enabled: fund.hasPrices });
  const currency = fund.currency ?? '';
  const spec = useMemo(
    () =>
      prices.data && prices.data.points.length > 1
        ? fundPriceChart(prices.data.points, {
            price: t('explorer.price', { currency }),
            date: t('explorer.date'),
            summary: (values) => t('explorer.chartSummary', values),
          })
        : null,
    [prices.data, t, currency],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fund.hasPrices ? (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={range}
            onChange={(_, value: FundPriceRange | null) => value && setRange(value)}
            aria-label={t('explorer.chartRange')}
            sx={{ flexWrap: 'wrap' }}
          >
            {FUND_PRICE_RANGES.map((r) => (
              <ToggleButton
                key={r}
                value={r}
                // The visible code first (WCAG 2.5.3: the name holds what the button shows), then in words.
                aria-label={`${r} (${t(`explorer.periods.${r}`)})`}
                sx={{ px: 1.25 }}
              >
                {r}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {prices.isPending ? (
            <PageLoader />
          ) : spec ? (
            <Chart title={t('explorer.chartTitle', { name: fund.name })} spec={spec} height={260} />
          ) : (
            <Typography color="text.secondary">{t('explorer.noPrices')}</Typography>
          )}
        </>
      ) : (
        <Typography color="text.secondary">{t('explorer.noPrices')}</Typography>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('explorer.performance')}
        </Typography>
        <FundPeriodsTable rows={fund.performance} />
      </Box>
    </Box>
  );
}
