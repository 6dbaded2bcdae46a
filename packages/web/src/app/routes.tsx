import type { BrandConfig, RouteDef } from '@portal/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';

import NotFoundScreen from '../features/errors/not-found-screen';
import { PageLoader } from '../ui/page-loader';
import { matchedBranch } from './matched-branch';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';
import { RouteGuard } from './route-guard';
import { frameOf, routeModules, type RouteFrame } from './route-modules';

const AppLayout = lazy(() => import('./shell/app-layout'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));

/** Every brand's link target in the verification email (not a navigable screen of §2). */
const verifyEmailRoute: RouteObject = {
  path: '/verify-email',
  element: (
    <Suspense fallback={<PageLoader />}>
      <VerifyEmailPage />
    </Suspense>
  ),
};

function screenRoute(def: RouteDef, guarded: boolean): RouteObject {
  const Screen = routeModules[def.name];
  const screen = (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
  return { path: def.path, element: guarded ? <RouteGuard def={def}>{screen}</RouteGuard> : screen };
}

/** The route table of a brand: its routes (brand.routes) framed as public, bare or inside the shell. */
export function buildRoutes(brand: BrandConfig): RouteObject[] {
  const framed = (frame: RouteFrame) => brand.routes.filter((def) => frameOf(def.name) === frame);
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...framed('public').map((def) => screenRoute(def, false)),
        ...framed('print').map((def) => screenRoute(def, false)),
        verifyEmailRoute,
        {
          element: <RequireSession />,
          children: [
            ...framed('bare').map((def) => screenRoute(def, true)),
            {
              element: (
                <Suspense fallback={<PageLoader />}>
                  <AppLayout />
                </Suspense>
              ),
              children: framed('app').map((def) => screenRoute(def, true)),
            },
          ],
        },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

/**
 * Renders the brand's route table (declarative mode: no data router, a smaller /login bundle), matched
 * once per pathname (matched-branch.ts).
 */
export function AppRoutes({ brand }: { brand: BrandConfig }) {
  const routes = useMemo(() => buildRoutes(brand), [brand]);
  const { pathname } = useLocation();
  const branch = useMemo(() => matchedBranch(routes, pathname), [routes, pathname]);
  return useRoutes(branch);
}
