import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TACTICAL_MODEL_BANDS, buildPath, hasRoute } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { ScreenTitle } from '../../ui/screen-title';

/** Route `dashboard-portal-investment-advice` (Greek brand, §2): the advice service and its model portfolios. */
export default function InvestmentAdviceScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { portal = '' } = useParams();
  return (
    <>
      <ScreenTitle title={t('advice.title')} />
      <Typography sx={{ maxWidth: 760, mb: 3 }}>{t('advice.intro')}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('advice.models')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, mb: 3 }}
        role="list"
      >
        {TACTICAL_MODEL_BANDS.map((band) => (
          <Paper key={band.id} variant="outlined" sx={{ p: 2 }} role="listitem">
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {t(`advice.bands.${band.id}`)}
            </Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('advice.exposure', { min: band.min, max: band.max })}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        {hasRoute(brand, 'dashboard-portal-library') && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={buildPath(brand, 'dashboard-portal-library', { portal })}
          >
            {t('advice.documents')}
          </Button>
        )}
        {hasRoute(brand, 'dashboard-portal-messages') && (
          <Button
            variant="contained"
            component={RouterLink}
            to={buildPath(brand, 'dashboard-portal-messages', { portal })}
          >
            {t('advice.ask')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
        {t('advice.disclaimer')}
      </Typography>
    </>
  );
}
