import type { Database } from '../db/client';
import { createFundWorld, type FundWorld } from '../funds/testing/fund-fixtures';
import { storageFromConfig } from '../storage/index';
import { createAccessWorld, type AccessWorld } from './fixtures';
import { createLibraryWorld, type LibraryWorld } from './library-fixtures';
import type { ViewerName } from './route-matrix';
import { sessionCookie } from './sign-in-as';
import { testConfig } from './test-server';

/**
 * The world the route × viewer matrix (route-matrix.ts) is checked in: the access world with the
 * library's documents and messages and the explorer's funds, each path parameter's fixture value,
 * and each viewer's session headers.
 */

/** The access world with the library's documents and messages and the explorer's funds. */
export interface RouteWorld {
  world: AccessWorld;
  library: LibraryWorld;
  fundWorld: FundWorld;
  userOf: Record<Exclude<ViewerName, 'guest'>, string>;
}

export async function createRouteWorld(db: Database): Promise<RouteWorld> {
  const world = await createAccessWorld(db);
  const library = await createLibraryWorld(db, world, storageFromConfig(testConfig()));
  const fundWorld = await createFundWorld(db, world);
  const userOf = {
    investor: world.users.investor,
    otherPortalInvestor: world.users.otherPortalInvestor,
    professionalNotOwner: world.users.otherAdvisor,
    ownerProfessional: world.users.ownerAdvisor,
    otherCompanyAdmin: world.users.otherCompanyAdmin,
    admin: world.users.admin,
  };
  return { world, library, fundWorld, userOf };
}

/** Each path parameter's fixture value: the investor's account in portal A, an unknown session … */
export function fixtureParams({ world, library, fundWorld }: RouteWorld, method: string, url: string) {
  // Routes that remove what they name get a target of their own, so later rows still find theirs.
  const removes = method === 'DELETE' && /:(documentId|messageId)$/.test(url);
  const params: Record<string, string> = {
    documentId: removes ? library.documents.disposable : library.documents.investor,
    messageId: removes ? library.messages.disposable : library.messages.toInvestor,
    portalId: world.portalA,
    accountId: world.accounts.investor,
    portfolioId: world.portfolios.large,
    fundId: fundWorld.funds.globalEquity,
    holdingId: '00000000-0000-4000-8000-00000000beef',
    slug: 'no-such-post',
    kind: 'pages',
    modelId: '00000000-0000-4000-8000-00000000cafe',
    symbol: 'NOT.HELD',
    list: 'countries',
    name: 'currency',
    tab: 'holdings',
    analyticsTab: 'events',
    id: '0'.repeat(64),
    userId: world.users.investor,
    '*': 'index.css',
    collection: 'portals',
    queue: 'bigben',
    itemId: method === 'DELETE' ? world.portalA2 : world.portalA,
    versionId: '00000000-0000-4000-8000-000000000000',
    folder: '00000000-0000-4000-8000-00000000f3f3',
    file: '00000000-0000-4000-8000-000000000000.png',
    formId: '00000000-0000-4000-8000-00000000f0f0',
    processId: '00000000-0000-4000-8000-00000000f1f1',
    submissionId: '00000000-0000-4000-8000-00000000f2f2',
    // The partners Data API paths name a contact and a portfolio by external id.
    account: 'EXT-UNKNOWN',
    portfolio: 'EXT-UNKNOWN',
  };
  return params;
}

/** The names of a route's path parameters, in order (`*` for a wildcard). */
export function pathParamNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
}

/** `url` with each parameter replaced by `values[name]` (URL-encoded unless `raw`). */
export function fillPath(url: string, values: Record<string, string>, raw = false): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = values[name ?? match];
    if (value === undefined) throw new Error(`route matrix: no value for ${match} in ${url}`);
    return raw ? value : encodeURIComponent(value);
  });
}

/** The route's URL with its fixture ids (as the matrix calls it). */
export function fixturePath(routeWorld: RouteWorld, method: string, url: string): string {
  return fillPath(url, fixtureParams(routeWorld, method, url), true);
}

/** Cookie and CSRF headers of a fresh session of `viewer` (none for a guest). */
export async function viewerHeaders(
  db: Database,
  routeWorld: RouteWorld,
  viewer: ViewerName,
): Promise<Record<string, string>> {
  const cookies = ['portal_csrf=matrix'];
  if (viewer !== 'guest') cookies.push(await sessionCookie(db, routeWorld.userOf[viewer]));
  return { 'x-csrf-token': 'matrix', cookie: cookies.join('; ') };
}
