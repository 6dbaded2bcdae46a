import { useEffect } from 'react';

import { onApiSignal } from '../lib/api-signals';
import { useEndSession } from './use-end-session';

const PUBLIC_PATHS = ['/login', '/signup', '/password-reset', '/verify-email'];

/**
 * §2 'Session expiry signs the user out and redirects to /login': a 401 'session_expired' from any
 * call forgets the session and shows the auto-logout notice (not on the public sign-in pages).
 */
export function useSessionExpiredRedirect(): void {
  const endSession = useEndSession();
  useEffect(
    () =>
      onApiSignal('session_expired', () => {
        if (PUBLIC_PATHS.includes(window.location.pathname)) return;
        void endSession('inactivity', { signOut: false });
      }),
    [endSession],
  );
}
