import type { RouteName } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { matchPath, Outlet, useLocation, useSearchParams } from 'react-router';

import { useBrand } from '../lib/brand-context';
import { SnackbarHost } from '../ui/snackbar-host';
import { usePortalTheme } from './use-portal-theme';
import { usePrintClass } from './use-print-class';
import { useProfileLanguage } from './use-profile-language';
import { useSecondFactorRedirect } from './use-second-factor-redirect';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

const AuthActionDialog = lazy(() => import('../features/auth/auth-action-dialog'));
const LogoutFlag = lazy(() => import('./logout-flag'));
const TokenSignIn = lazy(() => import('../features/auth/token-sign-in'));
// Custom sign-in tokens only: mailed verification and reset tokens have no dots.
const CUSTOM_TOKEN = /^[\w-]+\.\d+\.[\w-]+$/;
const AUTH_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'password-reset']);

/**
 * Wraps every route: print mode, the profile's language, the portal's theme, the `?action=` login dialog, `?logout`,
 * session expiry and the snackbar.
 */
export function RootLayout() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  usePrintClass(params.has('print'));
  useProfileLanguage();
  usePortalTheme();
  useSessionExpiredRedirect();
  useSecondFactorRedirect();
  // The auth pages show the dialog themselves.
  const onAuthPage = brand.routes.some((def) => AUTH_ROUTES.has(def.name) && matchPath(def.path, pathname));
  return (
    <>
      <Outlet />
      {params.has('action') && !onAuthPage && (
        <Suspense fallback={null}>
          <AuthActionDialog />
        </Suspense>
      )}
      {params.has('logout') && (
        <Suspense fallback={null}>
          <LogoutFlag />
        </Suspense>
      )}
      {CUSTOM_TOKEN.test(params.get('token') ?? '') && (
        <Suspense fallback={null}>
          <TokenSignIn />
        </Suspense>
      )}
      <SnackbarHost />
    </>
  );
}
