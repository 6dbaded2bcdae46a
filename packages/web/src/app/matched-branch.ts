import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The route table cut down to the routes `pathname` matches, one per level. `useRoutes` flattens and
 * ranks the table it is given on every render (and compiles each tried path's pattern); given this
 * branch it ranks a handful of routes, and the whole table is matched once per pathname instead
 * (decision 134). The routes are the table's own objects, the parents copied with only the matched
 * child, so what renders is what the whole table would render. No match: the table as it is.
 */
export function matchedBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  const matches = matchRoutes(routes, { pathname });
  if (!matches) return routes;
  let branch: RouteObject[] = [];
  for (let level = matches.length - 1; level >= 0; level -= 1) {
    const { route } = matches[level]!;
    // An index route is a leaf: only the levels above the matched one are copied.
    branch = [branch.length === 0 || route.index ? route : { ...route, children: branch }];
  }
  return branch;
}
