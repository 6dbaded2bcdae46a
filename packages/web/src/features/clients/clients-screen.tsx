import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router';

import { preloadableLazy } from '../../lib/preloadable-lazy';
import { portalQuery } from '../../lib/portal-api';
import type { AccountListItem } from '../../lib/portfolio-types';
import { useViewer } from '../../lib/use-viewer';
import { ClientsOverview } from './clients-overview';
import { useAccountFilterOptions, useClientFilters, useClientsPage } from './use-clients';

// Opened from a row only: its code (the side drawer, the portfolio colours) is not part of the
// screen's first view (decision 112). It loads when the list is first pointed at or focused, so a
// click rarely waits, and the drawer is mounted from its first opening on (decision 124): loading and
// drawing it closed as the screen was drawn cost the first view's main thread.
const AccountDrawer = preloadableLazy(() =>
  import('./account-drawer').then((m) => ({ default: m.AccountDrawer })),
);
const loadAccountDrawer = () => void AccountDrawer.preload().catch(() => undefined);

/**
 * Route `dashboard-portal`: the clients overview (§2) — headline figures, filters and the list.
 *
 * The answers are drawn as deferred values (decision 137). A query's answer re-renders its reader
 * synchronously (TanStack Query reads through `useSyncExternalStore`), and the page's answers arrive
 * together right after the screen's first render: the whole overview, 25 rows of MUI cells, was one
 * task of ~200 ms of CPU. Here that synchronous render reaches only this component (the memoised
 * overview keeps its props), and the overview is drawn with the answers in a render React splits into
 * short tasks.
 */
export default function ClientsScreen() {
  const { portal = '' } = useParams();
  const { staff } = useViewer();
  const portalInfo = useDeferredValue(useQuery(portalQuery(portal)).data);
  const options = useDeferredValue(useAccountFilterOptions(portal).data);
  const { filters, setFilters } = useClientFilters();
  const page = useClientsPage(portal, filters);
  const [open, setOpen] = useState<AccountListItem | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const openAccount = useCallback((account: AccountListItem) => {
    setDrawerOpened(true);
    setOpen(account);
  }, []);

  return (
    <>
      <ClientsOverview
        portal={portal}
        staff={staff}
        portalInfo={portalInfo}
        options={options}
        filters={filters}
        setFilters={setFilters}
        page={page}
        onOpen={openAccount}
        onPointAt={loadAccountDrawer}
      />
      {drawerOpened && (
        <Suspense fallback={null}>
          <AccountDrawer portalId={portal} account={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
