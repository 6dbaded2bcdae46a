import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { useFeatureStrings } from '../i18n';
import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';
import { signInPath } from './sign-in-path';

/** Signed-in routes: signed-out visitors go to the login dialog (§2: session expiry sends to /login). */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to={signInPath(search)} replace state={{ from: pathname }} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedIn />
    </Suspense>
  );
}

/** The signed-in screens, once their texts are loaded (Suspense shows the page loader meanwhile). */
function SignedIn() {
  useFeatureStrings();
  return <Outlet />;
}
