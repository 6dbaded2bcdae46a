import { Navigate, Outlet, useLocation } from 'react-router';

import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';
import { signInPath } from './sign-in-path';

/** Signed-in routes: signed-out visitors go to the login dialog (§2: session expiry sends to /login). */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to={signInPath(search)} replace state={{ from: pathname }} />;
  return <Outlet />;
}
