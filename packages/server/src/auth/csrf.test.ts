import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
  await f.createUser({ email: 'csrf@example.org' });
});
afterAll(async () => f?.close());

describe('CSRF protection', () => {
  it('hands out a readable, Strict, Secure token cookie on GET /api/auth/session', async () => {
    const web = f.client();
    const response = await web.start();
    const cookie = response.setCookies.find((c) => c.startsWith('portal_csrf='))!;
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses a state change without the token header', async () => {
    const web = f.client();
    await web.start();
    const response = await web.post(
      '/api/auth/sign-in',
      { email: 'csrf@example.org', password: 'Secret-pass-1' },
      { 'x-csrf-token': '' },
    );
    expect(response.status).toBe(403);
    expect(response.body?.error.code).toBe('csrf');
  });

  it('refuses a token that does not match the cookie', async () => {
    const web = f.client();
    await web.start();
    const response = await web.post(
      '/api/auth/sign-in',
      { email: 'csrf@example.org', password: 'Secret-pass-1' },
      { 'x-csrf-token': 'forged' },
    );
    expect(response.status).toBe(403);
  });

  it('refuses a state change without the cookie even when a header is sent', async () => {
    const web = f.client();
    const response = await web.post('/api/auth/sign-out', {}, { 'x-csrf-token': 'anything' });
    expect(response.status).toBe(403);
  });

  it("refuses a foreign Origin even with a valid token, and accepts this server's", async () => {
    const web = f.client();
    await web.start();
    const foreign = await web.post(
      '/api/auth/sign-in',
      { email: 'csrf@example.org', password: 'Secret-pass-1' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const own = await web.post(
      '/api/auth/sign-in',
      { email: 'csrf@example.org', password: 'Secret-pass-1' },
      { origin: 'http://localhost:3000' },
    );
    expect(own.status).toBe(200);
    const direct = await web.post('/api/auth/sign-out', {}, { origin: f.server.url });
    expect(direct.status).toBe(204);
  });

  it('protects authenticated state changes too (DELETE)', async () => {
    const web = f.client();
    await web.signIn('csrf@example.org', 'Secret-pass-1');
    expect(
      (await web.request('DELETE', '/api/auth/sessions', undefined, { 'x-csrf-token': 'x' })).status,
    ).toBe(403);
    expect((await web.delete('/api/auth/sessions')).status).toBe(200);
  });

  it('does not ask safe methods for a token', async () => {
    expect((await f.client().get('/api/auth/session')).status).toBe(401);
  });
});
