/**
 * True when `href` (path, optional query) is the current location: the path matches exactly or,
 * for deep links, as a prefix; every query value in `href` must be present in `search`.
 */
export function isActiveLink(href: string, pathname: string, search: string, exact = false): boolean {
  const [path = '', query] = href.split('?');
  const pathMatches = pathname === path || (!exact && pathname.startsWith(`${path}/`));
  if (!pathMatches) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}
