import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { formatNumber, formatReturn } from '../../ui/format';

type Kpis = AnalyticsSummary['kpis'];
const KPI_ORDER = [
  'activeUsers',
  'logins',
  'views',
  'downloads',
  'messages',
  'averagePerActiveUser',
] as const;

/**
 * The KPI table as cards: each figure with its change against the previous equal period, or '—'
 * and why when there is none (never a made-up 0 %).
 */
export function KpiCards({ kpis }: { kpis: Kpis }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, 2, i18n.language);
  return (
    <Box
      component="ul"
      aria-label={t('analytics.kpis.title')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {KPI_ORDER.map((key) => {
        const kpi = kpis[key];
        const missingValue = key === 'averagePerActiveUser' && kpis.averagePerActiveUser.valueMissing;
        const change = kpi.change;
        return (
          <Paper component="li" key={key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t(`analytics.kpis.${key}`)}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {kpi.value === null ? '—' : number(kpi.value)}
            </Typography>
            {missingValue && (
              <Typography variant="caption" color="text.secondary" component="p">
                {t('analytics.kpis.noActiveUsers')}
              </Typography>
            )}
            <Typography
              variant="caption"
              component="p"
              sx={{ color: change === null ? 'text.secondary' : change >= 0 ? 'success.dark' : 'error.dark' }}
            >
              {change === null
                ? `— ${t(kpi.changeMissing === 'no-previous-period' ? 'analytics.kpis.noPreviousPeriod' : 'analytics.kpis.previousZero')}`
                : t('analytics.kpis.change', { change: formatReturn(change) })}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
