/** The CSRF cookie GET /api/auth/session sets (with the `__Host-` prefix when served over HTTPS). */
const CSRF_COOKIES = ['__Host-portal_csrf', 'portal_csrf'];

/** The CSRF token to echo in `x-csrf-token`, or null when the cookie is not set yet. */
export function readCsrfToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name && CSRF_COOKIES.includes(name) && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return null;
}
