import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { setLoginNotice, type LoginNotice } from '../lib/login-notice';
import { SESSION_QUERY_KEY } from '../lib/session';

/**
 * Ends the session in this tab: signs out on the server (unless it already ended there), forgets
 * every cached answer, and goes to /login, which shows `notice`.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (notice: LoginNotice, { signOut = true }: { signOut?: boolean } = {}) => {
      if (signOut) {
        const { signOutOnServer } = await import('../lib/sign-out');
        await signOutOnServer();
      }
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      setLoginNotice(notice);
      navigate('/login', { replace: true });
    },
    [queryClient, navigate],
  );
}
