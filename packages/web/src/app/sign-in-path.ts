const AUTH_PAGES: Record<string, string> = { signup: '/signup', reset: '/password-reset' };

/**
 * Where a signed-out visitor goes: /login, or /signup and /password-reset when the query asks for
 * that mode with `?action=`; the rest of the query is kept.
 */
export function signInPath(search: string): { pathname: string; search: string } {
  const params = new URLSearchParams(search);
  const pathname = AUTH_PAGES[params.get('action') ?? ''] ?? '/login';
  params.delete('action');
  const rest = params.toString();
  return { pathname, search: rest ? `?${rest}` : '' };
}
