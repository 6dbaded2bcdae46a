import { useQueryClient } from '@tanstack/react-query';

import { useBrand } from '../../lib/brand-context';
import { SESSION_QUERY_KEY, type Session } from '../../lib/session';
import { useEndSession } from '../use-end-session';
import { useInactivityLogout } from './use-inactivity-logout';

/** Signs the user out after the brand's inactivity timeout and tells them why on /login. */
export function InactivityLogout({ session }: { session: Session }) {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  useInactivityLogout({
    timeoutMs: session.session?.inactivityLogoutMs ?? brand.inactivityLogoutMs,
    onExpire: () => void endSession('inactivity'),
    onKeepAlive: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  return null;
}
