import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { COLLECTIONS, collectionSchema, type CollectionSlug } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { portfolios } from '../db/schema/index';
import { keyOf, MATRIX, VIEWERS, type ViewerName } from '../testing/route-matrix';
import {
  createRouteWorld,
  fillPath,
  fixtureParams,
  pathParamNames,
  viewerHeaders,
  type RouteWorld,
} from '../testing/route-world';
import { startTestServer, type TestServer } from '../testing/test-server';
import { listApiRoutes, type ApiRoute } from './access';
import {
  bodyArbitrary,
  pathArbitrary,
  queryArbitrary,
  type BodyInput,
  type JsonSchema,
  type ParameterSchema,
  type PathKind,
} from './request-fuzzer-inputs';
import { objectPaths, plainValue, UNKNOWN_KEY, withUnknownKey } from './request-fuzzer-unknown-keys';

/**
 * The request fuzzer (issue 16): for every API route, requests generated from the OpenAPI document
 * (valid, hostile within the schema, invalid) sent over HTTP as every viewer of the route matrix.
 * It fails on any 5xx, on any 2xx to a viewer the matrix refuses (or on another portal's record),
 * and on any row left behind by a refused write. Fixed seed; FUZZ_RUNS raises the runs per cell,
 * FUZZ_SEED changes the seed, FUZZ_ONLY=<regex> keeps the routes whose 'METHOD /url' matches, and
 * FUZZ_LOG=error shows the server's own log of a 5xx.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 16);
/** A viewer the guard refuses never reaches validation: fewer requests show that it holds. */
const REFUSED_RUNS = Math.max(1, Math.floor(RUNS / 3));
/** Password hashing makes these slow; they get fewer runs. */
const SLOW = /^\/api\/auth\/(sign-in|sign-up|password|password-reset\/confirm|invitation\/accept)$/;

/** Routes after which a viewer's session may be gone (sign-out, password change, an admin ending them). */
const ENDS_SESSIONS = /^\/api\/(auth|admin\/users)\//;

/** Tables a refused request writes on purpose: sessions (made by the test, touched by requests), throttles. */
const WRITTEN_WHEN_REFUSED = new Set(['sessions', 'rate_limits', 'api_rate_limits']);

/** Matrix rows whose 404 for a viewer is an artefact of order, not a refusal (the owner removed it first). */
const NOT_A_REFUSAL: Record<string, ViewerName[]> = {
  'DELETE /api/portals/:portalId/library/documents/:documentId': ['admin'],
};

const PORTAL_A_VIEWERS: ViewerName[] = ['investor', 'professionalNotOwner', 'ownerProfessional', 'admin'];

const isOk = (status: number) => status >= 200 && status < 300;

/** This app runs without a job engine: the jobs routes' documented 503 (jobs/job-routes.test.ts has the rest). */
const jobsUnavailable = (route: ApiRoute, status: number, text: string) =>
  status === 503 && route.url.startsWith('/api/admin/jobs') && text.includes('"jobs_unavailable"');

/** Whether the matrix refuses `viewer` on the route: 401, 403, or a 404 where another viewer gets through. */
function refuses(key: string, viewer: ViewerName): boolean {
  const row = MATRIX[key];
  if (!row) return false;
  const status = row[viewer];
  if (status === 401 || status === 403) return true;
  if (status !== 404 || NOT_A_REFUSAL[key]?.includes(viewer)) return false;
  return VIEWERS.some((other) => isOk(row[other]));
}

/** Whether some signed-in viewer is refused with the fixture's ids: the route's ids are scoped. */
function scoped(key: string): boolean {
  return VIEWERS.some((viewer) => viewer !== 'guest' && refuses(key, viewer));
}

interface Operation {
  parameters?: ParameterSchema[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface FuzzRequest {
  path: { values: Record<string, string>; kind: PathKind };
  query: Record<string, string>;
  body: BodyInput;
}

/** Percent-encodes a URL part; a lone surrogate goes as its three WTF-8 bytes, as a raw client could send. */
function encodePart(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A collection's write schema as JSON Schema (what its transforms take in), made once. */
const collectionBodies = new Map<CollectionSlug, JsonSchema>();
function collectionBodySchema(slug: CollectionSlug): JsonSchema {
  if (!collectionBodies.has(slug)) {
    const schema = collectionSchema(COLLECTIONS[slug]);
    collectionBodies.set(slug, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  }
  return collectionBodies.get(slug)!;
}

const mapValues = (values: Record<string, string>, map: (value: string) => string) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, map(value)]));

const seedOf = (text: string) => createHash('sha256').update(`${SEED}:${text}`).digest().readInt32LE(0);

/** Routes that read first, then those that write, then those that remove (so removals come last). */
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

describe('request fuzzer', () => {
  let db: TestDatabase;
  let server: TestServer;
  let routeWorld: RouteWorld;
  let document: { paths: Record<string, Record<string, Operation>> };
  let foreign: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    routeWorld = await createRouteWorld(db.db);
    const { world, library } = routeWorld;
    const [portalBPortfolio] = await db.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(sql`${portfolios.portalId} = ${world.portalB}`);
    // Records of portal B (company B) put into portal A's paths: nobody in portal A may reach them.
    foreign = {
      accountId: world.accounts.otherPortal,
      portfolioId: portalBPortfolio!.id,
      documentId: library.documents.otherPortal,
      userId: world.users.otherPortalInvestor,
      itemId: world.portalB,
    };
    server = await startTestServer({
      database: db,
      env: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' },
    });
    document = server.app.swagger() as unknown as typeof document;
    await noteChanges();
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await db.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  /**
   * Every row a statement inserts, updates or deletes, noted by a trigger in a table of its own: a
   * refused write that rolls back takes its notes with it, so what stays noted was stored. Cheaper
   * than counting every table after each request, and it sees updates too.
   */
  async function noteChanges() {
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    await db.db.execute(
      sql`create table fuzz_changes (id bigserial primary key, table_name text not null, op text not null)`,
    );
    await db.db.execute(
      sql.raw(`create function fuzz_note() returns trigger language plpgsql as $$
        begin insert into fuzz_changes (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
    );
    for (const { name } of tables) {
      const table = `"${name.replace(/"/g, '""')}"`;
      await db.db.execute(
        sql.raw(`create trigger fuzz_note after insert or update or delete on ${table}
          for each row execute function fuzz_note()`),
      );
    }
  }

  let noted = 0;
  /** Tables and operations noted since the last call, but those written on purpose. */
  async function changesSince(): Promise<string[]> {
    const found = await rows<{ name: string; op: string; n: number; last: string }>(
      sql`select table_name as name, op, count(*)::int as n, max(id)::text as last
          from fuzz_changes where id > ${noted} group by 1, 2`,
    );
    for (const { last } of found) noted = Math.max(noted, Number(last));
    return found
      .filter(({ name }) => !WRITTEN_WHEN_REFUSED.has(name))
      .map(({ name, op, n }) => `${op.toLowerCase()} ${n} ${name}`);
  }

  /** One session per viewer, made again after a route that can end sessions (sign-out, password …). */
  const sessions = new Map<ViewerName, Record<string, string>>();
  async function headersOf(viewer: ViewerName) {
    if (!sessions.has(viewer)) sessions.set(viewer, await viewerHeaders(db.db, routeWorld, viewer));
    return sessions.get(viewer)!;
  }

  function operationOf(route: ApiRoute): Operation | undefined {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    return document.paths[path]?.[route.method.toLowerCase()];
  }

  function requestsFor(route: ApiRoute, runs: number, viewer: ViewerName): FuzzRequest[] {
    const operation = operationOf(route);
    const names = pathParamNames(route.url);
    const fixtures = fixtureParams(routeWorld, route.method, route.url);
    const arbitraryWith = (values: Record<string, string>, bodySchema: JsonSchema | undefined) =>
      fc.record({
        path: pathArbitrary(
          names,
          Object.fromEntries(names.map((name) => [name, values[name]!])),
          Object.fromEntries(names.filter((name) => foreign[name]).map((name) => [name, foreign[name]!])),
        ),
        query: queryArbitrary(operation?.parameters ?? []),
        body: bodyArbitrary(bodySchema),
      });
    // The admin API's body is a record whose fields the collection declares: fuzz each collection's.
    const arbitrary =
      names.includes('collection') && hasBody(route)
        ? fc
            .constantFrom(...(Object.keys(COLLECTIONS) as CollectionSlug[]))
            .chain((slug) => arbitraryWith({ ...fixtures, collection: slug }, collectionBodySchema(slug)))
        : arbitraryWith(fixtures, operation?.requestBody?.content?.['application/json']?.schema);
    return fc.sample(arbitrary, { seed: seedOf(`${keyOf(route)} ${viewer}`), numRuns: runs });
  }

  function hasBody(route: ApiRoute): boolean {
    if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') return true;
    return operationOf(route)?.requestBody !== undefined;
  }

  async function send(route: ApiRoute, request: FuzzRequest, headers: Record<string, string>) {
    const url = fillPath(route.url, mapValues(request.path.values, encodePart), true);
    const query = Object.entries(request.query)
      .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
      .join('&');
    const withBody = hasBody(route);
    const body =
      request.body.kind === 'raw' ? request.body.text : (JSON.stringify(request.body.value) ?? 'null');
    const response = await fetch(`${server.url}${url}${query ? `?${query}` : ''}`, {
      method: route.method,
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(withBody ? { body } : {}),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, text, url: `${url}${query ? `?${query}` : ''}` };
  }

  /** The viewer a write route is sent as for the strictness pass: one the matrix lets through. */
  const STRICT_VIEWERS: ViewerName[] = [
    'admin',
    'ownerProfessional',
    'investor',
    'professionalNotOwner',
    'otherCompanyAdmin',
    'otherPortalInvestor',
    'guest',
  ];
  function allowedViewer(key: string): ViewerName | undefined {
    const row = MATRIX[key];
    if (!row) return 'admin';
    return (
      STRICT_VIEWERS.find((viewer) => ![401, 403, 404].includes(row[viewer])) ??
      // A 404 for every viewer is the fixture's missing record, not a refusal: the body is still read first.
      STRICT_VIEWERS.find((viewer) => row[viewer] === 404 && !refuses(key, viewer))
    );
  }

  /** The JSON body schema of a write route (a collection's own for the admin API's free bodies). */
  function jsonBodySchema(route: ApiRoute, fixtures: Record<string, string>): JsonSchema | undefined {
    const schema = operationOf(route)?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return undefined;
    const free = !schema.type && !schema.properties && !schema.anyOf && !schema.oneOf;
    if (free && pathParamNames(route.url).includes('collection')) {
      return collectionBodySchema(fixtures.collection as CollectionSlug);
    }
    return schema;
  }

  it('refuses an unknown key in every write body, at its path, with a 400 and nothing stored', async () => {
    const routes = listApiRoutes(server.app)
      .filter((route) => route.method !== 'GET' && !route.url.startsWith('/api/docs'))
      .filter((route) => !process.env.FUZZ_ONLY || new RegExp(process.env.FUZZ_ONLY).test(keyOf(route)));
    const failures: string[] = [];
    let sent = 0;
    let checked = 0;
    const unreachable: string[] = [];
    const unknownField = 'This field cannot be saved here';
    for (const route of routes) {
      const key = keyOf(route);
      const fixtures = fixtureParams(routeWorld, route.method, route.url);
      const schema = jsonBodySchema(route, fixtures);
      if (!schema) continue;
      const viewer = allowedViewer(key);
      // No viewer of the matrix gets past the route's guard with the fixture (a second-factor step
      // without a pending sign-in, publishing a collection that keeps no history): nothing to reach.
      if (!viewer) {
        unreachable.push(key);
        continue;
      }
      checked += 1;
      const headers = { ...(await headersOf(viewer)), 'content-type': 'application/json' };
      const url = fillPath(route.url, mapValues(fixtures, encodePart), true);
      const plain = plainValue(schema);
      const base = plain !== null && typeof plain === 'object' && !Array.isArray(plain) ? plain : {};
      for (const path of objectPaths(schema, base)) {
        await changesSince();
        const response = await fetch(`${server.url}${url}`, {
          method: route.method,
          headers,
          body: JSON.stringify(withUnknownKey(base, path)),
          redirect: 'manual',
        });
        sent += 1;
        const text = await response.text();
        const answer = (() => {
          try {
            return JSON.parse(text) as {
              error?: { code?: string; fields?: { path: string; message: string }[] };
            };
          } catch {
            return {};
          }
        })();
        const at = [...path, UNKNOWN_KEY].join('.');
        const named = answer.error?.fields?.some((f) => f.path === at && f.message === unknownField);
        if (response.status !== 400 || answer.error?.code !== 'validation_error' || !named) {
          failures.push(
            `${key} as ${viewer}, unknown key at ${at}: ${response.status} ${text.slice(0, 240)}`,
          );
        }
        const left = await changesSince();
        if (left.length > 0)
          failures.push(`${key} as ${viewer}, unknown key at ${at} stored: ${left.join(', ')}`);
      }
    }
    console.log(
      `request fuzzer, strictness pass: ${sent} requests over ${checked} write routes with a JSON body (not reached by any viewer: ${unreachable.join(', ') || 'none'})`,
    );
    expect(failures).toEqual([]);
    if (!process.env.FUZZ_ONLY) expect(checked).toBeGreaterThan(30);
  }, 300_000);

  it('answers every generated request without a 5xx, a 2xx to a refused viewer, or a row left behind', async () => {
    const routes = listApiRoutes(server.app)
      .filter((route) => !route.url.startsWith('/api/docs'))
      .filter((route) => !process.env.FUZZ_ONLY || new RegExp(process.env.FUZZ_ONLY).test(keyOf(route)))
      .sort((a, b) => (ORDER[a.method] ?? 1) - (ORDER[b.method] ?? 1));
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number>;
    let storedByWrites = 0;
    let documented503 = 0;
    const started = Date.now();

    for (const route of routes) {
      const key = keyOf(route);
      const writes = route.method !== 'GET';
      for (const viewer of VIEWERS) {
        const refused = refuses(key, viewer);
        const base = refused ? REFUSED_RUNS : RUNS;
        const runs = SLOW.test(route.url) ? Math.max(1, Math.ceil(base / 3)) : base;
        const headers = await headersOf(viewer);
        if (writes) await changesSince();
        for (const request of requestsFor(route, runs, viewer)) {
          const { status, text, url } = await send(route, request, headers);
          sent += 1;
          statuses[`${Math.floor(status / 100)}xx`] = (statuses[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
          const what = `${route.method} ${url.slice(0, 300)} as ${viewer}`;
          const answer = text.slice(0, 200);
          if (jobsUnavailable(route, status, text)) documented503 += 1;
          else if (status >= 500) {
            serverErrors += 1;
            const body = JSON.stringify(request.body).slice(0, 300);
            failures.push(`${status} ${what} body ${body}: ${answer}`);
          }
          if (isOk(status) && refused && request.path.kind !== 'foreign') {
            failures.push(`${status} to a refused viewer: ${what}: ${answer}`);
          }
          if (
            isOk(status) &&
            request.path.kind === 'foreign' &&
            scoped(key) &&
            PORTAL_A_VIEWERS.includes(viewer)
          ) {
            failures.push(`${status} on another portal's record: ${what}: ${answer}`);
          }
          if (writes) {
            const left = await changesSince();
            if (status >= 400 && left.length > 0)
              failures.push(`${status} ${what} stored: ${left.join(', ')}`);
            if (isOk(status) && left.length > 0) storedByWrites += 1;
          }
        }
      }
      if (ENDS_SESSIONS.test(route.url)) sessions.clear();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `request fuzzer: ${sent} requests over ${routes.length} routes × ${VIEWERS.length} viewers in ${seconds} s, ${serverErrors} 5xx (besides ${documented503} documented 503s of the jobs routes), ${failures.length} failures (seed ${SEED}, ${RUNS} runs a cell; answers ${Object.entries(
        statuses,
      )
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')}; ${storedByWrites} accepted writes stored rows)`,
    );
    expect(failures).toEqual([]);
    // The oracles can see: some generated writes were accepted and noted (the change log works).
    if (!process.env.FUZZ_ONLY) expect(storedByWrites).toBeGreaterThan(0);
  }, 600_000);

  it('refuses text no column can hold (a NUL, a lone surrogate) with a 400 and stores nothing', async () => {
    const { world, library } = routeWorld;
    const session = await headersOf('ownerProfessional');
    const headers = { ...session, 'content-type': 'application/json' };
    const document = `/api/portals/${world.portalA}/library/documents/${library.documents.investor}`;
    const cases: [string, string, string | undefined][] = [
      ['PATCH', document, '{"name":"Statement \\udc00.pdf"}'],
      ['PATCH', document, '{"name":"Statement \\u0000.pdf"}'],
      ['POST', `/api/portals/${world.portalA}/messages`, '{"subject":"Hi\\u0000","body":"x","to":[]}'],
      ['GET', `/api/portals/${world.portalA}/accounts?search=Ada%00`, undefined],
      // A lone surrogate cannot arrive in a URL: its percent-encoded bytes are not UTF-8 and decode to U+FFFD.
      ['GET', `/api/portals/${world.portalA}/funds?search=%00`, undefined],
    ];
    await changesSince();
    for (const [method, url, body] of cases) {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: body ? headers : session,
        ...(body ? { body } : {}),
      });
      const answer = (await response.json()) as { error?: { code: string } };
      expect({ method, url, status: response.status, code: answer.error?.code }).toEqual({
        method,
        url,
        status: 400,
        code: 'validation_error',
      });
    }
    expect(await changesSince()).toEqual([]);
  });
});
