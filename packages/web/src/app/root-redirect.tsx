import { Navigate, useLocation } from 'react-router';

import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';

const AUTH_PAGES: Record<string, string> = { signup: '/signup', reset: '/password-reset' };

/**
 * `/`: signed-out visitors go to /login (or /signup, /password-reset for `?action=`), signed-in users
 * to /portals, keeping the query (the §2 entry rules that pick a portal, account or portfolio come
 * with the portals screen).
 */
export function RootRedirect() {
  const { data: session, isPending } = useSession();
  const { search } = useLocation();
  if (isPending) return <PageLoader />;
  if (session) return <Navigate to={{ pathname: '/portals', search }} replace />;
  const params = new URLSearchParams(search);
  const pathname = AUTH_PAGES[params.get('action') ?? ''] ?? '/login';
  params.delete('action');
  const rest = params.toString();
  return <Navigate to={{ pathname, search: rest ? `?${rest}` : '' }} replace />;
}
