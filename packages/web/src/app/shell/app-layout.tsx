import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NAV_DRAWER_ALWAYS_OPEN_FROM_PX } from '@portal/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { useLanguage } from '../../i18n/use-language';
import { useBrand } from '../../lib/brand-context';
import { useReplaceFirstFrame } from '../../lib/first-frame';
import { useSession } from '../../lib/session';
import { useMayShowClientDialogs, useTermsGate } from '../../features/client-dialogs/use-terms-gate';
import { PreviewBannerSlot } from '../../features/preview/preview-banner-slot';
import { PageLoader } from '../../ui/page-loader';
import { SkipLink } from '../../ui/skip-link';
import { BottomNav } from './bottom-nav';
import { InactivityLogout } from './inactivity-logout';
import { NavDrawer } from './nav-drawer';
import { SignedInFrame } from './signed-in-frame';
import { TopBar } from './top-bar';
import { usePageVisitLog } from './use-page-visit-log';
import { useNavBadges } from './use-nav-badges';
import { useNavItems } from './use-nav-items';

const MAIN_ID = 'main-content';
// Only a client of a portal ever sees them; the code loads once the viewer is known to be one.
const ClientDialogs = lazy(() => import('../../features/client-dialogs/client-dialogs'));

/** The frame of every signed-in screen: top bar, navigation (drawer or bottom bar) and content. */
export default function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const brand = useBrand();
  const { portal } = useParams();
  const { data: session } = useSession();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const pinned = useMediaQuery(`(min-width:${NAV_DRAWER_ALWAYS_OPEN_FROM_PX}px)`, { noSsr: true });
  const { language, languages, setLanguage } = useLanguage();
  const languageChoice = useMemo(
    () => ({ value: language, languages, onChange: setLanguage }),
    [language, languages, setLanguage],
  );
  const items = useNavItems();
  usePageVisitLog(portal);
  const badges = useNavBadges(items);
  // The screen (and so every figure it asks for) waits behind the portal's terms (§2).
  const gate = useTermsGate(portal);
  const clientDialogs = useMayShowClientDialogs(portal);
  // The terms come instead of the screen whose first paint the server may have sent.
  useReplaceFirstFrame(gate === 'terms');
  if (!session) return null;
  const hasNav = items.length > 0;
  return (
    <>
      <InactivityLogout session={session} />
      {portal && clientDialogs && (
        <Suspense fallback={null}>
          <ClientDialogs key={portal} portalId={portal} />
        </Suspense>
      )}
      <SkipLink target={MAIN_ID} label={t('app.skipToContent')} />
      <SignedInFrame
        topBar={
          <TopBar
            name={brand.displayName}
            homeHref={portal ? `/dashboard/${encodeURIComponent(portal)}` : '/'}
            user={session.user}
            language={languageChoice}
          />
        }
        hasNav={hasNav}
        navigation={
          desktop ? (
            <NavDrawer items={items} pinned={pinned} badges={badges} />
          ) : (
            <BottomNav items={items} badges={badges} />
          )
        }
        mainProps={{ id: MAIN_ID, tabIndex: -1 }}
        banner={<PreviewBannerSlot />}
      >
        {gate === 'open' ? (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        ) : (
          gate === 'waiting' && <PageLoader />
        )}
      </SignedInFrame>
    </>
  );
}
