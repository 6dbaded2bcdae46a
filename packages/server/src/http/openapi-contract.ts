import type { FastifySchema, RouteOptions } from 'fastify';
import type { AccessRule } from '@portal/domain';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../auth/sessions/session-cookie';
import { errorResponseSchema } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route answers when it is not JSON, for the API document: a browser `redirect` (303),
     * or a `file` (the bytes, with their own content type).
     */
    answers?: 'redirect' | 'file';
  }
}

/**
 * How callers prove who they are (issue 19): the server-side session's cookie; on every state-changing
 * request the double-submit CSRF pair (the cookie echoed in a header), sign-in included; the Data
 * API's bearer token for another install.
 */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  csrfCookie: { type: 'apiKey', in: 'cookie', name: CSRF_COOKIE },
  csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
  dataApiToken: { type: 'http', scheme: 'bearer' },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type Requirement = Partial<Record<SchemeName, string[]>>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The security requirement a route really enforces (access.ts and the CSRF plugin), as OpenAPI writes it. */
export function securityFor(access: AccessRule, method: string): Requirement[] {
  if (access === 'service') return [{ dataApiToken: [] }];
  const requirement: Requirement = access === 'public' ? {} : { session: [] };
  if (STATE_CHANGING.has(method)) Object.assign(requirement, { csrfCookie: [], csrfHeader: [] });
  // An empty list says "no credentials" explicitly; a public GET needs none.
  return Object.keys(requirement).length ? [requirement] : [];
}

/**
 * A stable, unique operationId from the method and the path: `GET /api/portals/:portalId/funds/:fundId`
 * becomes `getPortalsByPortalIdFundsByFundId`. Derived, so a new route cannot forget one.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const NON_JSON_ANSWERS = {
  redirect: { 303: { description: 'Redirects the browser (to the provider, or back to the app)' } },
  file: {
    200: {
      description: 'The file, with its own content type',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
  },
} as const;

/**
 * The route's schema as the document shows it: its operationId and security, the general rate
 * limit's 429 (every API route can meet it), and the answer of a redirect or file route. The route
 * itself is not changed: this copy only feeds the document.
 */
export function documentedSchema(route: RouteOptions, schema: FastifySchema | undefined): FastifySchema {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const access = (route.config as { access?: AccessRule } | undefined)?.access ?? 'public';
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    operationId: operationIdFor(method, route.url),
    security: securityFor(access, method),
    response: { ...response, 429: response[429] ?? errorResponseSchema },
  } as FastifySchema;
}

/**
 * Adds the non-JSON answer a route declares in `config.answers` to its transformed schema; it wins
 * over a 200 the route declares only to type its handler's Buffer.
 */
export function withNonJsonAnswer(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const answers = (route.config as { answers?: keyof typeof NON_JSON_ANSWERS } | undefined)?.answers;
  if (!answers) return schema;
  return {
    ...schema,
    response: { ...(schema.response as object), ...NON_JSON_ANSWERS[answers] },
  } as FastifySchema;
}

/**
 * `nullable` beside no `type` (what an unknown-or-null value becomes) is meaningless in OpenAPI 3.0:
 * an untyped schema already admits null. Dropped in place across the document.
 */
export function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropUntypedNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if ('nullable' in record && !('type' in record) && !('$ref' in record) && !('allOf' in record))
    delete record.nullable;
  for (const value of Object.values(record)) dropUntypedNullable(value);
}
