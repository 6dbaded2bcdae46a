import { Navigate, Outlet, useLocation } from 'react-router';

import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';

/** Signed-in routes: signed-out visitors go to /login (§2 session expiry sends there too). */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
