import { Navigate, useLocation } from 'react-router';

import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';
import { signInPath } from './sign-in-path';

/**
 * `/`: signed-out visitors go to the login dialog, signed-in users to /portals with the query kept
 * (the §2 entry rules that pick a portal, account or portfolio come with the portals screen).
 */
export function RootRedirect() {
  const { data: session, isPending } = useSession();
  const { search } = useLocation();
  if (isPending) return <PageLoader />;
  return <Navigate to={session ? { pathname: '/portals', search } : signInPath(search)} replace />;
}
