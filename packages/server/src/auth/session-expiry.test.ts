import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

const MINUTE = 60_000;
const START = new Date('2026-03-02T08:00:00Z');

async function expiryScenario(f: AuthFixture, email: string, inactivityMs: number) {
  await f.createUser({ email });
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  const web = f.client();
  expect((await web.signIn(email, 'Secret-pass-1')).status).toBe(200);

  // Activity just before the deadline slides it forward.
  vi.setSystemTime(START.getTime() + inactivityMs - MINUTE);
  expect((await web.get('/api/auth/session')).status).toBe(200);
  vi.setSystemTime(START.getTime() + 2 * inactivityMs - 3 * MINUTE);
  expect((await web.get('/api/auth/session')).status).toBe(200);

  // Then a full inactivity period without requests ends it, and the answer says why.
  vi.setSystemTime(START.getTime() + 3 * inactivityMs);
  const expired = await web.get('/api/auth/session');
  expect(expired.status).toBe(401);
  expect(expired.body?.error.code).toBe('session_expired');
}

describe('session expiry (asset-manager: 30 minutes of inactivity)', () => {
  let f: AuthFixture;
  beforeAll(async () => {
    f = await startAuthFixture();
  });
  afterAll(async () => f?.close());
  afterEach(() => vi.useRealTimers());

  it('ends a session after 30 minutes without activity', async () => {
    await expiryScenario(f, 'idle@example.org', 30 * MINUTE);
  });

  it('ends even an active session 12 hours after sign-in', async () => {
    await f.createUser({ email: 'busy@example.org' });
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const web = f.client();
    await web.signIn('busy@example.org', 'Secret-pass-1');
    for (let t = 20; t < 12 * 60; t += 20) {
      vi.setSystemTime(START.getTime() + t * MINUTE);
      expect((await web.get('/api/auth/session')).status).toBe(200);
    }
    vi.setSystemTime(START.getTime() + 12 * 60 * MINUTE);
    expect((await web.get('/api/auth/session')).body?.error.code).toBe('session_expired');
  });

  it('writes last_seen_at at most once a minute', async () => {
    await f.createUser({ email: 'often@example.org' });
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const web = f.client();
    const first = await web.signIn('often@example.org', 'Secret-pass-1');
    vi.setSystemTime(START.getTime() + 30_000);
    const soon = await web.get('/api/auth/session');
    expect(soon.body?.session.expiresAt).toBe(first.body?.session.expiresAt);
    vi.setSystemTime(START.getTime() + 2 * MINUTE);
    const later = await web.get('/api/auth/session');
    expect(Date.parse(later.body?.session.expiresAt)).toBe(START.getTime() + 32 * MINUTE);
  });
});

describe('session expiry (greek: 2 hours of inactivity)', () => {
  let f: AuthFixture;
  beforeAll(async () => {
    f = await startAuthFixture({ BRAND: 'greek' });
  });
  afterAll(async () => f?.close());
  afterEach(() => vi.useRealTimers());

  it('keeps a session through 1 h 59 min of inactivity and ends it after 2 hours', async () => {
    await expiryScenario(f, 'greek@example.org', 120 * MINUTE);
  });
});
