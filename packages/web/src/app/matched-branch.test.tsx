import { brands } from '@portal/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { matchedBranch } from './matched-branch';
import { buildRoutes } from './routes';

/** What useRoutes would render for `pathname`: per level the route's element and index flag, and the match's figures. */
function rendered(routes: RouteObject[], pathname: string) {
  return matchRoutes(routes, { pathname })?.map(({ route, params, pathname: matched, pathnameBase }) => ({
    element: route.element,
    index: route.index,
    path: route.path,
    params,
    matched,
    pathnameBase,
  }));
}

/** A brand's route paths with their parameters filled in, the optional ones with and without a value. */
function samplePaths(routes: RouteObject[]): string[] {
  const paths = routes.flatMap((route): string[] => [
    ...(route.path ? [route.path] : []),
    ...samplePaths(route.children ?? []),
  ]);
  return paths.flatMap((path) => [
    path.replace(/:(\w+)\?/g, 'x-$1').replace(/:(\w+)/g, 'v-$1'),
    path.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, 'w-$1'),
  ]);
}

describe('matchedBranch', () => {
  for (const [id, brand] of Object.entries(brands)) {
    it(`renders what the whole table would for every route of ${id}, and for no route`, () => {
      const routes = buildRoutes(brand);
      const pathnames = [...samplePaths(routes), '/', '/dashboard', '/dashboard/p1/no-such-screen', '/a%20b'];
      expect(pathnames.length).toBeGreaterThan(10);
      for (const pathname of pathnames) {
        const branch = matchedBranch(routes, pathname);
        expect(rendered(branch, pathname), pathname).toEqual(rendered(routes, pathname));
      }
    });
  }

  it('keeps one route per level', () => {
    const routes = buildRoutes(brands['asset-manager']);
    const branch = matchedBranch(routes, '/dashboard/p1/library');
    let level: RouteObject[] | undefined = branch;
    let depth = 0;
    while (level) {
      expect(level).toHaveLength(1);
      level = level[0]!.children;
      depth += 1;
    }
    expect(depth).toBe(4); // root, the session check, the shell, the screen
  });
});
