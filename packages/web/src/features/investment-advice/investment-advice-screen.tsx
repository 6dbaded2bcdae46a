import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { buildPath, hasRoute } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { useBrand } from '../../lib/brand-context';
import { ScreenTitle } from '../../ui/screen-title';
import { StrategySimulator } from '../simulator';

/**
 * Route `dashboard-portal-investment-advice` (Greek brand, §2): the advice service with the strategy
 * simulator (questionnaire, recommended tactical model, simulated returns, disclaimer) embedded.
 */
export default function InvestmentAdviceScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { portal = '' } = useParams();
  return (
    <>
      <ScreenTitle title={t('advice.title')} />
      <Typography sx={{ maxWidth: 760, mb: 2 }}>{t('advice.intro')}</Typography>
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
      <StrategySimulator portalId={portal} />
    </>
  );
}
