import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../testing/signed-in-client';
import { startAuthFixture, type AuthFixture } from '../testing/auth-fixture';
import { issueCustomToken } from './custom-token';

const KEY = 'k'.repeat(40);
let f: AuthFixture;
let userId: string;
beforeAll(async () => {
  f = await startAuthFixture({ TOKEN_SIGNING_KEY: KEY });
  userId = await f.createUser({ email: 'pdf@example.org' });
});
afterAll(async () => {
  await f?.close();
});

async function guest() {
  const client = f.client();
  await client.start();
  return client;
}

describe('custom token sign-in (§7 getCustomToken)', () => {
  it('issues a 60-second token that signs in once', async () => {
    const owner = await signedInClient(f, f.db.db, userId);
    const issued = await owner.post('/api/auth/custom-token');
    expect(issued.status).toBe(200);
    const lifetime = Date.parse(issued.body!.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);

    const renderer = await guest();
    const signedIn = await renderer.post('/api/auth/token-sign-in', { token: issued.body!.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.user.email).toBe('pdf@example.org');
    expect((await renderer.get('/api/auth/session')).status).toBe(200);

    const reused = await (await guest()).post('/api/auth/token-sign-in', { token: issued.body!.token });
    expect(reused.status).toBe(401);
  });

  it('refuses an expired, a forged and a guest-issued token', async () => {
    const key = Buffer.from(KEY);
    const past = await issueCustomToken(f.db.db, key, { userId, now: new Date(Date.now() - 61_000) });
    const client = await guest();
    expect((await client.post('/api/auth/token-sign-in', { token: past.token })).status).toBe(401);

    const fresh = await issueCustomToken(f.db.db, key, { userId, now: new Date() });
    const [nonce, expiry] = fresh.token.split('.');
    const forged = `${nonce}.${Number(expiry) + 3_600_000}.${fresh.token.split('.')[2]}`;
    expect((await client.post('/api/auth/token-sign-in', { token: forged })).status).toBe(401);
    const wrongKey = await issueCustomToken(f.db.db, Buffer.from('x'.repeat(40)), {
      userId,
      now: new Date(),
    });
    expect((await client.post('/api/auth/token-sign-in', { token: wrongKey.token })).status).toBe(401);

    expect((await client.post('/api/auth/custom-token')).status).toBe(401);
  });
});
