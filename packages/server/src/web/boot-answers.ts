import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * GET answers a signed-in page carries for its first screen, keyed by the path the app asks for
 * under /api (`/portals/…/accounts?page=1&pageSize=25`). The app takes each once, instead of a
 * request (web lib/boot-answers.ts, decision 112).
 */
export type BootAnswers = Record<string, unknown>;

const PORTAL_PAGE = /^\/dashboard\/([^/?#]+)(\/[^?#]*)?$/;
/** The clients overview's first page as the screen asks for it with no filter (web clients-filters.ts). */
const FIRST_ACCOUNTS_PAGE = '?page=1&pageSize=25';
/** A portal's answers' paths start with this. */
export const portalApiPath = (portalId: string) => `/portals/${encodeURIComponent(portalId)}`;
/**
 * The path of the overview's first page: the page carries it only on the clients overview with no
 * filter, and only when the screen may be drawn (no terms due).
 */
export const overviewListPath = (portalId: string) =>
  `${portalApiPath(portalId)}/accounts${FIRST_ACCOUNTS_PAGE}`;

/**
 * What the first screen of `request`'s page asks for before it can draw: the entry path on `/`, then
 * on a portal's page the preview state, the portal, the viewer's client status, the portal's
 * navigation and unread count, the terms when he is the portal's client, and on the clients overview
 * (no filter in the address) its first page and filter menus. Each is the route's own answer to this
 * request's cookies (`inject`: the same code, access rules and serialisation as the request the app
 * would make, counted against the visitor's address like it); only 200s are kept, so anything the
 * route refuses the app still asks for and gets refused as before. No figures when the terms are
 * due: the gate shows the terms before any of them (§2).
 */
export async function bootAnswers(app: FastifyInstance, request: FastifyRequest): Promise<BootAnswers> {
  const answers: BootAnswers = {};
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const ask = async (path: string): Promise<unknown> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers,
      remoteAddress: request.ip,
    });
    if (response.statusCode !== 200) return undefined;
    const answer: unknown = response.json();
    answers[path] = answer;
    return answer;
  };

  const url = new URL(request.url, 'http://page.invalid');
  let pathname = url.pathname;
  if (pathname === '/') {
    // `/?logout` signs out rather than landing (web app/root-redirect.tsx).
    if (url.searchParams.has('logout')) return answers;
    const entry = (await ask('/me/entry')) as { path?: unknown } | undefined;
    if (typeof entry?.path !== 'string') return answers;
    pathname = entry.path;
  }
  const match = PORTAL_PAGE.exec(pathname);
  const portalId = match ? decoded(match[1]!) : undefined;
  if (!portalId || portalId === '404') return answers;
  const portal = portalApiPath(portalId);
  const [, , status] = await Promise.all([
    ask('/me/preview'),
    ask(portal),
    ask(`${portal}/client-status`),
    ask(`${portal}/navigation`),
    ask(`${portal}/messages/unread-count`),
  ]);
  if ((status as { isClient?: unknown } | undefined)?.isClient === true) {
    const terms = (await ask(`${portal}/terms`)) as { required?: unknown } | undefined;
    if (terms?.required !== false) return answers;
  }
  const overview = (match![2] ?? '/') === '/' && url.search === '';
  if (overview) {
    await Promise.all([ask(overviewListPath(portalId)), ask(`${portal}/account-filters`)]);
  }
  return answers;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
