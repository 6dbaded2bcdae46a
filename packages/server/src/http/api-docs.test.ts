import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as domain from '@portal/domain';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { declaredAnswers } from './api-docs';

/** Zod's own kind of a schema ('null' for the empty body of a 204). */
const kindOf = (schema: unknown) => (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type;

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: unknown }>;
}

describe('API documentation', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('serves OpenAPI at /api/docs/json listing the API routes with their schemas', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/brand']));
    expect(Object.keys(document.paths['/api/health']!.get!.responses)).toEqual(['200', '429', '503']);
    // Documentation and static files are not part of the contract.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const source = await (await fetch(`${server.url}/api/docs/json`)).text();
    // A proprietary product has no licence page to link (info-license-strict wants a url).
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license-strict': 'off' } });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}`)
      // A browser navigation's success is its 303; these routes never answer 2xx.
      .filter((problem) => !/^warn operation-2xx-response at .*~1oidc~1/.test(problem));
    expect(found).toEqual([]);
  });

  it('describes every answer: JSON routes by their schema, files and redirects as such', async () => {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      servers: { url: string }[];
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'csrfCookie',
      'csrfHeader',
      'dataApiToken',
      'session',
    ]);
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
    // A success without content is a route that forgot its response schema ('Default Response').
    const undescribed = operations.filter(({ operation }) =>
      Object.entries(operation.responses).every(
        ([status, answer]) => !/^[23]/.test(status) || (status === '200' && !answer.content),
      ),
    );
    expect(undescribed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const byId = Object.fromEntries(operations.map(({ operation }) => [operation.operationId, operation]));
    expect(byId.getHealth!.security).toEqual([]);
    expect(byId.postAuthSignIn!.security).toEqual([{ csrfCookie: [], csrfHeader: [] }]);
    expect(byId.getPortalsByPortalIdFunds!.security).toEqual([{ session: [] }]);
    expect(byId.getDataApiAccountById!.security).toEqual([{ dataApiToken: [] }]);
  });

  it('serialises every JSON answer with a schema the domain declares, the one the web reads', () => {
    const domainSchemas = new Set<unknown>(
      Object.values(domain).filter((value) => kindOf(value) !== undefined),
    );
    const routes = declaredAnswers(server.app).filter((route) => route.answers === undefined);
    expect(routes.length).toBeGreaterThan(100);
    const problems = routes.flatMap(({ method, url, response }) => {
      const successes = Object.entries(response).filter(([status]) => /^2/.test(status));
      if (successes.length === 0) return [`${method} ${url}: no 2xx response schema`];
      return successes.flatMap(([status, schema]) => {
        if (kindOf(schema) === 'null' || domainSchemas.has(schema)) return [];
        if (kindOf(schema) === 'unknown') return [`${method} ${url}: untyped`];
        return [`${method} ${url}: ${status} is not a schema @portal/domain exports`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('serves the documentation UI at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });
});
