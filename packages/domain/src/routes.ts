import { getBrand } from './brands/index';
import { buildContactPortfolio, CONTACT_PORTFOLIO_PARAM } from './brands/contact-portfolio';
import { ROUTE_PATTERNS } from './brands/route-catalog';
import type { BrandConfig, BrandId, RouteDef, RouteName } from './brands/types';

export { ROUTE_PATTERNS };

type Trim<S extends string> = S extends `${infer P}/${string}` ? P : S;
/** The `:param` names of a path pattern, `?` marking optional ones. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Trim<Rest> | ParamNames<Rest extends `${string}/${infer Tail}` ? `/${Tail}` : ''>
  : never;
type Required_<N> = N extends `${string}?` ? never : N;
type Optional_<N> = N extends `${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** Params of a pattern: required `:name`, optional `:name?`. */
export type PathParams<P extends string> = { [K in Required_<ParamNames<P>>]: ParamValue } & {
  [K in Optional_<ParamNames<P>>]?: ParamValue;
};

/**
 * The params of a named route, from its canonical pattern. Portfolio routes also take `contact`,
 * which the partners brand needs for its `{contact}-{portfolio}` segment.
 */
export type RouteParams<N extends RouteName> = PathParams<(typeof ROUTE_PATTERNS)[N]> &
  (N extends 'dashboard-portal-portfolio' | 'dashboard-portal-portfolio-funds-fund'
    ? { contact?: ParamValue; [CONTACT_PORTFOLIO_PARAM]?: ParamValue }
    : unknown);

/** Query values appended to a built path; `undefined` entries are skipped. */
export type QueryParams = Record<string, ParamValue | boolean | undefined>;

function resolve(brand: BrandConfig | BrandId): BrandConfig {
  return typeof brand === 'string' ? getBrand(brand) : brand;
}

/** The route definition (pattern and access flags) of a name in a brand, or undefined. */
export function routeDef(brand: BrandConfig | BrandId, name: RouteName): RouteDef | undefined {
  return resolve(brand).routes.find((route) => route.name === name);
}

/** The path pattern of a route in a brand, or undefined when the brand does not serve it. */
export function routePath(brand: BrandConfig | BrandId, name: RouteName): string | undefined {
  return routeDef(brand, name)?.path;
}

/** True when the brand serves the named route. */
export function hasRoute(brand: BrandConfig | BrandId, name: RouteName): boolean {
  return routeDef(brand, name) !== undefined;
}

function paramValue(name: string, params: Record<string, ParamValue | undefined>): ParamValue | undefined {
  const value = params[name];
  if (value !== undefined || name !== CONTACT_PORTFOLIO_PARAM) return value;
  const { contact, portfolio } = params;
  if (contact === undefined || portfolio === undefined) {
    throw new Error(`Route parameter '${contact === undefined ? 'contact' : 'portfolio'}' is missing`);
  }
  return buildContactPortfolio(String(contact), String(portfolio));
}

function queryString(query: QueryParams): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, ParamValue | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * The URL path of a named route in a brand with its params filled in (each encoded with
 * encodeURIComponent) and an optional query (e.g. `{ open: id }`, §2). An optional param left out
 * drops its segment. On the partners brand, portfolio routes are built from `contact` and
 * `portfolio` (or a ready `contactPortfolio`). Throws when the brand lacks the route, a required
 * param is missing or empty.
 */
export function buildPath<N extends RouteName>(
  brand: BrandConfig | BrandId,
  name: N,
  params: RouteParams<N>,
  query: QueryParams = {},
): string {
  const config = resolve(brand);
  const pattern = routePath(config, name);
  if (pattern === undefined) throw new Error(`Brand '${config.id}' has no route '${name}'`);
  const values = params as Record<string, ParamValue | undefined>;
  const path = pattern
    .split('/')
    .flatMap((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return [segment];
      const [, param = '', optional] = match;
      const value = paramValue(param, values);
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Route '${name}' needs parameter '${param}'`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return `${path}${queryString(query)}`;
}
