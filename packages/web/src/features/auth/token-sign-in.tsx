import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { postJson } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/session';

/** A custom token (§7 getCustomToken) is `<nonce>.<expiry>.<signature>`; mailed link tokens have no dots. */
export const CUSTOM_TOKEN_SHAPE = /^[\w-]+\.\d+\.[\w-]+$/;

/**
 * §2 "sign-in by a custom token in the query string": takes `?token=` out of the address bar first
 * (history.replaceState, so the single-use token stays in no history entry), then exchanges it.
 */
export default function TokenSignIn() {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!token || !CUSTOM_TOKEN_SHAPE.test(token)) return;
    void postJson('/auth/token-sign-in', { token })
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
  }, [queryClient]);
  return null;
}
