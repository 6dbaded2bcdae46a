import { queryOptions, useQuery } from '@tanstack/react-query';

import { markNetworkActivity } from './network-activity';
import { notifyApiSignal } from './api-signals';

/** The signed-in user as GET /api/auth/session returns it. */
export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  role?: string | null;
  userLanguage?: string | null;
  isAdmin?: boolean;
  isProfessional?: boolean;
  organisationId?: string | null;
  hideIntroText?: boolean;
  /** False for e-ID and other password-less sign-ins (no password to change). */
  hasPassword?: boolean;
  photo?: { url: string }[] | null;
}

/** The server-side session: its expiry times and the brand's inactivity timeout. */
export interface SessionInfo {
  id: string;
  expiresAt: string;
  absoluteExpiresAt: string;
  inactivityLogoutMs: number;
}

export interface Session {
  user: SessionUser;
  session?: SessionInfo;
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

async function readCode(response: Response): Promise<string | undefined> {
  try {
    return ((await response.json()) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/**
 * The current session, or null when signed out: any non-200 answer (401, 404, 5xx) or no JSON.
 * The call also (re)sets the CSRF cookie. A 401 'session_expired' tells the app why.
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
    });
    if (response.status === 401 && (await readCode(response)) === 'session_expired')
      notifyApiSignal('session_expired');
    if (response.status !== 200) return null;
    if (!response.headers.get('content-type')?.includes('application/json')) return null;
    const body = (await response.json()) as Partial<Session> | null;
    if (!body?.user) return null;
    markNetworkActivity();
    return body as Session;
  } catch {
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

/** The session query: `data` is the session or null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
