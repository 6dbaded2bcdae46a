import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

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
    expect(Object.keys(document.paths['/api/health']!.get!.responses)).toEqual(['200', '503']);
    // Documentation and static files are not part of the contract.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the documentation UI at /api/docs', async () => {
    const response = await fetch(`${server.url}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });
});
