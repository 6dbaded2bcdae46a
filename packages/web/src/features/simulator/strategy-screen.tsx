import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ScreenTitle } from '../../ui/screen-title';
import { StrategySimulator } from './strategy-simulator';

/** Route `dashboard-portal-strategy` (§2 Strategy simulator), under the investment-advice switch. */
export default function StrategyScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-strategy')} />
      <StrategySimulator portalId={portal} />
    </>
  );
}
