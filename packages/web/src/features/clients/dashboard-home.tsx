import { PORTFOLIOS_VIEW } from '@portal/domain';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';

import ClientsScreen from './clients-screen';

const PortfoliosScreen = lazy(() =>
  import('../portfolios').then((entry) => ({ default: entry.PortfoliosScreen })),
);

/**
 * Route `dashboard-portal`: the clients overview, or with `?view=portfolios` the portfolios list
 * (the 'Portfolios' navigation item; §2 gives it no route of its own).
 */
export default function DashboardHome() {
  const [params] = useSearchParams();
  return params.get(PORTFOLIOS_VIEW.param) === PORTFOLIOS_VIEW.value ? (
    <PortfoliosScreen />
  ) : (
    <ClientsScreen />
  );
}
