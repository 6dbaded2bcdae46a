import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthFixture, type AuthFixture } from '../testing/auth-fixture';
import { multiFactorOf } from './testing/mfa-helpers';
import { totpCodeAt } from './totp';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());
afterEach(() => vi.useRealTimers());

const START = new Date('2026-03-02T08:00:00Z').getTime();
const at = (ms: number) => {
  vi.setSystemTime(START + ms);
  return new Date(START + ms);
};

describe('authenticator app (TOTP) and recovery codes', () => {
  it('enrols, signs in with a code, refuses its replay, accepts a recovery code once', async () => {
    const email = 'totp@example.org';
    const userId = await f.createUser({ email });
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const web = f.client();
    await web.signIn(email, 'Secret-pass-1');

    const setup = await web.post('/api/auth/totp/setup');
    expect(setup.status).toBe(200);
    const secret = setup.body!.secret as string;
    expect(setup.body!.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect((await web.post('/api/auth/totp/confirm', { code: '000000' })).status).toBe(400);
    const confirm = await web.post('/api/auth/totp/confirm', { code: totpCodeAt(secret, at(0)) });
    expect(confirm.status).toBe(200);
    const codes = confirm.body!.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await multiFactorOf(f, userId)).enabled).toBe(true);
    // The secret is not handed out again.
    expect((await web.post('/api/auth/totp/setup')).status).toBe(409);
    await web.post('/api/auth/sign-out');

    // A code of a later time step signs in.
    const next = f.client();
    const answer = await next.signIn(email, 'Secret-pass-1');
    expect(answer.body).toEqual({ mfaRequired: true, channels: ['totp', 'email'] });
    const code = totpCodeAt(secret, at(60_000));
    const ok = await next.post('/api/auth/totp/verify', { code });
    expect(ok.status).toBe(200);
    expect((await multiFactorOf(f, userId)).validated).toBe(true);

    // The same code again, within its window: refused.
    const replay = f.client();
    await replay.signIn(email, 'Secret-pass-1');
    at(70_000);
    const replayed = await replay.post('/api/auth/totp/verify', { code });
    expect([replayed.status, replayed.body?.error.message]).toEqual([400, 'Wrong PIN']);

    // A recovery code works once, typed in any case.
    expect((await replay.post('/api/auth/totp/verify', { code: codes[0]!.toUpperCase() })).status).toBe(200);
    const again = f.client();
    await again.signIn(email, 'Secret-pass-1');
    expect((await again.post('/api/auth/totp/verify', { code: codes[0]! })).status).toBe(400);
    expect((await again.post('/api/auth/totp/verify', { code: codes[1]! })).status).toBe(200);
  });

  it('needs a signed-in, validated session to enrol', async () => {
    const guest = f.client();
    await guest.start();
    expect((await guest.post('/api/auth/totp/setup')).status).toBe(401);
    await f.createUser({ email: 'pending-enrol@example.org', mfaEnabled: true });
    const pending = f.client();
    await pending.signIn('pending-enrol@example.org', 'Secret-pass-1');
    expect((await pending.post('/api/auth/totp/setup')).status).toBe(401);
  });
});
