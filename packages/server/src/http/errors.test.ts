import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../db/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AppError } from './errors';

// Test-only routes: one validated body, one expected failure, one unexpected failure.
function addTestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/names',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          name: z.string({ error: 'validation.name_required' }).min(1, 'validation.name_required'),
          description: z.string().max(5, 'validation.max_characters').optional(),
          count: z.number().optional(),
        }),
      },
    },
    async (request) => ({ name: request.body.name }),
  );
  api.get('/api/test/duplicate', { config: { access: 'public' } }, async () => {
    throw new AppError(409, 'duplicate_account_email', 'errors.duplicate_account_email');
  });
  api.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail: connection string postgres://admin:hunter2@db');
  });
}

describe('error responses', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ database, setup: addTestRoutes, env: { RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const post = (path: string, body: unknown, language?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Every state-changing API request passes the CSRF check (auth/csrf-plugin.ts).
        cookie: 'portal_csrf=test-token',
        'x-csrf-token': 'test-token',
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });

  it('answers an unknown /api path with 404 not_found in JSON', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
  });

  it('answers a validation failure with 400, the translated message and the field paths', async () => {
    const response = await post(
      '/api/test/names',
      { name: '', description: 'far too long' },
      'el-GR,el;q=0.9,en;q=0.8',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Το όνομα είναι υποχρεωτικό',
        fields: [
          { path: 'name', message: 'Το όνομα είναι υποχρεωτικό' },
          { path: 'description', message: 'Έως 5 χαρακτήρες' },
        ],
      },
    });
  });

  it('uses the message key of a missing field and English by default', async () => {
    const response = await post('/api/test/names', {});
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Name is required',
        fields: [{ path: 'name', message: 'Name is required' }],
      },
    });
  });

  it('falls back to the generic invalid-input text when zod has no catalogue message', async () => {
    const response = await post('/api/test/names', { name: 'A', count: 'three' }, 'is');
    const body = (await response.json()) as { error: { message: string; fields: { path: string }[] } };
    expect(response.status).toBe(400);
    expect(body.error.message).toBe('Beiðnin er ekki gild');
    expect(body.error.fields.map((field) => field.path)).toEqual(['count']);
  });

  it('answers malformed JSON with 400 bad_request in the same shape', async () => {
    const response = await fetch(`${server.url}/api/test/names`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'portal_csrf=t', 'x-csrf-token': 't' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request is not valid' },
    });
  });

  it('answers an AppError with its status, code and catalogue text', async () => {
    const response = await fetch(`${server.url}/api/test/duplicate`, {
      headers: { 'accept-language': 'is' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'duplicate_account_email', message: 'Reikningur með þessu netfangi er þegar til' },
    });
  });

  it('hides unexpected failures behind 500 internal_error with the general technical text', async () => {
    const response = await fetch(`${server.url}/api/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal_error',
        message: 'Sorry, we encountered a technical error, wait a few minutes and reload',
      },
    });
    expect(text).not.toMatch(/hunter2|secret|at .*\.ts/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limit', () => {
  it('answers 429 too_many_requests once the per-minute budget is spent', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database, env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await fetch(`${server.url}/api/health`, { headers: { 'accept-language': 'el' } });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(await last!.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: 'Πάρα πολλές προσπάθειες. Περιμένετε λίγο και δοκιμάστε ξανά.',
        },
      });
      expect(last!.headers.get('retry-after')).toBeTruthy();
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
