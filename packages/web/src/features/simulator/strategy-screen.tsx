import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useViewer } from '../../lib/use-viewer';
import { ScreenTitle } from '../../ui/screen-title';
import { RiskComparisonEditor } from './risk-comparison-editor';
import { StrategySimulator } from './strategy-simulator';

/** Route `dashboard-portal-strategy` (§2 Strategy simulator), under the investment-advice switch. */
export default function StrategyScreen() {
  const { t } = useTranslation();
  const { portal = '' } = useParams();
  const { admin } = useViewer();
  return (
    <>
      <ScreenTitle title={t('screens.dashboard-portal-strategy')} />
      {/* The firm's own figures: a company admin keeps them (the server allows only them, §6). */}
      {admin && <RiskComparisonEditor portalId={portal} />}
      <StrategySimulator portalId={portal} />
    </>
  );
}
