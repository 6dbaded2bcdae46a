import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';

import { useSession } from '../lib/session';
import { PageLoader } from '../ui/page-loader';
import { signInPath } from './sign-in-path';

const loadEntryPath = () => import('../lib/entry-path').then((m) => m.fetchEntryPath());

/** Where `/` sends a signed-in user (main.tsx asks at start when the page says who is signed in). */
export const entryPathQuery = (userId: string | undefined) => ({
  queryKey: ['me', 'entry', userId],
  queryFn: loadEntryPath,
});

/**
 * `/`: signed-out visitors go to the login dialog, signed-in users to where the §2 entry rules put
 * them (GET /api/me/entry: a single portal, account or portfolio, else /portals), query kept.
 */
export function RootRedirect() {
  const { data: session, isPending } = useSession();
  const { search } = useLocation();
  const entry = useQuery({
    ...entryPathQuery(session?.user.id),
    enabled: !!session && !new URLSearchParams(search).has('logout'),
  });
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate to={signInPath(search)} replace />;
  if (new URLSearchParams(search).has('logout')) return <PageLoader />;
  if (!entry.data) return <PageLoader />;
  return <Navigate to={{ pathname: entry.data, search }} replace />;
}
