import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());
// Every test client is 127.0.0.1: start each case with a fresh allowance for that address.
beforeEach(async () => {
  await f.db.db.delete(rateLimits);
});

describe('sign-in limits', () => {
  it('allows 5 failures per account, then answers 429 with Retry-After, existing or not', async () => {
    await f.createUser({ email: 'target@example.org' });
    for (const email of ['target@example.org', 'ghost@example.org']) {
      const web = f.client();
      for (let i = 0; i < 5; i++) expect((await web.signIn(email, 'Wrong-pass-1')).status).toBe(401);
      const limited = await web.signIn(email, 'Wrong-pass-1');
      expect(limited.status).toBe(429);
      expect(limited.body?.error.code).toBe('too_many_requests');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Even the right password waits for the window: the account is being guessed at.
    expect((await f.client().signIn('target@example.org', 'Secret-pass-1')).status).toBe(429);
  });

  it('resets the account counter on a successful sign-in', async () => {
    await f.createUser({ email: 'forgetful@example.org' });
    const web = f.client();
    for (let i = 0; i < 4; i++) await web.signIn('forgetful@example.org', 'Wrong-pass-1');
    expect((await web.signIn('forgetful@example.org', 'Secret-pass-1')).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await web.signIn('forgetful@example.org', 'Wrong-pass-1')).status).toBe(401);
  });

  it('limits one address to 20 attempts whatever accounts it names', async () => {
    const web = f.client();
    for (let i = 0; i < 20; i++)
      expect((await web.signIn(`spray${i}@example.org`, 'Wrong-pass-1')).status).toBe(401);
    expect((await web.signIn('spray20@example.org', 'Wrong-pass-1')).status).toBe(429);
  });
});
