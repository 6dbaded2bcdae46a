import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthFixture, type AuthFixture } from '../testing/auth-fixture';
import { multiFactorOf, nextPinMail, SESSION, signInAndSendPin } from './testing/mfa-helpers';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());
afterEach(() => vi.useRealTimers());

describe('§4 multiFactor transitions with a PIN by e-mail', () => {
  it('asks for the PIN, refuses every signed-in route until it is given, then signs in', async () => {
    const email = 'pin@example.org';
    const userId = await f.createUser({ email, mfaEnabled: true });
    expect(await multiFactorOf(f, userId)).toEqual({ enabled: true, validated: false, hasCode: false });

    const web = f.client();
    await web.start();
    web.cookies.set(SESSION, 'planted-by-someone-else');
    const answer = await web.signIn(email, 'Secret-pass-1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mfaRequired: true, channels: ['email'] });
    const pending = web.cookies.get(SESSION)!;
    expect(pending).not.toBe('planted-by-someone-else');

    // Half signed in: nothing but the PIN routes.
    expect((await web.get('/api/portals')).status).toBe(401);
    expect((await web.get('/api/me/entry')).status).toBe(401);
    const probe = await web.get('/api/auth/session');
    expect([probe.status, probe.body?.error.code]).toEqual([401, 'mfa_required']);

    expect((await web.post('/api/auth/pin/send', { channel: 'email' })).status).toBe(202);
    const pin = await nextPinMail(f.smtp, email);
    expect(pin).toMatch(/^\d{6}$/);
    expect(await multiFactorOf(f, userId)).toEqual({ enabled: true, validated: false, hasCode: true });

    const wrong = await web.post('/api/auth/pin/verify', { pin: pin === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body?.error.message]).toEqual([400, 'Wrong PIN']);
    const malformed = await web.post('/api/auth/pin/verify', { pin: '12ab' });
    expect(malformed.status).toBe(400);

    const right = await web.post('/api/auth/pin/verify', { pin });
    expect(right.status).toBe(200);
    expect(right.body?.user.email).toBe(email);
    const validated = web.cookies.get(SESSION)!;
    expect(validated).not.toBe(pending);
    expect(await multiFactorOf(f, userId)).toEqual({ enabled: true, validated: true, hasCode: false });
    expect((await web.get('/api/me/entry')).status).toBe(200);

    // The pending session's token is dead; the PIN routes are done with for this session.
    const stale = f.client();
    stale.cookies.set(SESSION, pending);
    expect((await stale.get('/api/auth/session')).status).toBe(401);
    expect((await web.post('/api/auth/pin/send', { channel: 'email' })).status).toBe(403);

    // Sign-out: enabled true, validated false, the security code cleared.
    expect((await web.post('/api/auth/sign-out')).status).toBe(204);
    expect(await multiFactorOf(f, userId)).toEqual({ enabled: true, validated: false, hasCode: false });

    // A used PIN cannot be used again.
    const again = f.client();
    await again.signIn(email, 'Secret-pass-1');
    const reused = await again.post('/api/auth/pin/verify', { pin });
    expect([reused.status, reused.body?.error.code]).toEqual([400, 'wrong_pin']);
  });

  it('accepts a PIN until just before 2 hours and refuses it at exactly 2 hours', async () => {
    const START = new Date('2026-03-02T08:00:00Z').getTime();
    const TWO_HOURS = 7_200_000;
    for (const [offset, status] of [
      [TWO_HOURS - 1, 200],
      [TWO_HOURS, 400],
    ] as const) {
      const email = `expiry-${offset}@example.org`;
      await f.createUser({ email, mfaEnabled: true });
      vi.useFakeTimers({ toFake: ['Date'], now: START });
      const web = f.client();
      const pin = await signInAndSendPin(f, web, email);
      // Keep the pending session alive through the brand's 30 minutes of inactivity.
      for (let t = 20 * 60_000; t < offset; t += 20 * 60_000) {
        vi.setSystemTime(START + t);
        await web.get('/api/auth/session');
      }
      vi.setSystemTime(START + offset);
      expect((await web.post('/api/auth/pin/verify', { pin })).status).toBe(status);
      vi.useRealTimers();
    }
  });

  it('lets a user with is2FADisabled in at the password step', async () => {
    const email = 'bypass@example.org';
    const userId = await f.createUser({ email, mfaEnabled: true, is2faDisabled: true });
    const web = f.client();
    const answer = await web.signIn(email, 'Secret-pass-1');
    expect(answer.status).toBe(200);
    expect(answer.body?.user.email).toBe(email);
    expect(answer.body?.mfaRequired).toBeUndefined();
    expect((await web.get('/api/me/entry')).status).toBe(200);
    expect((await web.post('/api/auth/pin/send', { channel: 'email' })).status).toBe(403);
    expect((await multiFactorOf(f, userId)).validated).toBe(false);
  });

  it('signs in users without multiFactor at the password step', async () => {
    const web = f.client();
    await f.createUser({ email: 'plain@example.org' });
    expect((await web.signIn('plain@example.org', 'Secret-pass-1')).body?.user).toBeDefined();
  });
});
