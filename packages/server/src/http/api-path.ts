/** True for the JSON API's URL space (/api and everything under it), query string ignored. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
