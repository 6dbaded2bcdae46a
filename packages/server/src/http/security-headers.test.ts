import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { buildApp } from '../app';
import { startTestServer, testConfig, type TestServer } from '../testing/test-server';

describe('security headers', () => {
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

  // Success, not-found and the plain-text hint: every kind of response carries them.
  it.each(['/api/health', '/api/nothing-here', '/'])('are set on %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('trusted proxies', () => {
  // The rate limiter keys on request.ip: a forged X-Forwarded-For must not buy a fresh budget.
  it.each([
    [undefined, '127.0.0.1'],
    ['127.0.0.1', '203.0.113.9'],
  ])('TRUST_PROXY=%s gives request.ip %s', async (trustProxy, expected) => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      database,
    });
    app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
    const response = await app.inject({ url: '/api/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.json()).toEqual({ ip: expected });
    await app.close();
    await database.drop();
  });
});
