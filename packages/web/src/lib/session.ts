import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in user as GET /api/auth/session returns it (the fields the shell needs). */
export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  userLanguage?: string | null;
  isAdmin?: boolean;
  isProfessional?: boolean;
  photo?: { url: string }[] | null;
}

export interface Session {
  user: SessionUser;
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The current session, or null when signed out: any non-200 answer (401, 404, 5xx) or no JSON. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (response.status !== 200) return null;
    if (!response.headers.get('content-type')?.includes('application/json')) return null;
    const body = (await response.json()) as Partial<Session> | null;
    return body?.user ? (body as Session) : null;
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

/** Signs out on the server (best effort) and forgets the session locally. */
export async function signOut(): Promise<void> {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
