import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, revokeSessions } from './sessions/index';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());

describe('session rotation and session management', () => {
  it('ends the session a browser still presents when it signs in again (no fixation)', async () => {
    await f.createUser({ email: 'rotate@example.org' });
    const web = f.client();
    await web.signIn('rotate@example.org', 'Secret-pass-1');
    const first = web.cookies.get('__Host-portal_session')!;
    await web.signIn('rotate@example.org', 'Secret-pass-1');
    const second = web.cookies.get('__Host-portal_session')!;
    expect(second).not.toBe(first);
    const stale = f.client();
    stale.cookies.set('__Host-portal_session', first);
    expect((await stale.get('/api/auth/session')).status).toBe(401);
    expect((await web.get('/api/auth/session')).status).toBe(200);
  });

  it('lists my sessions and ends one or all the others', async () => {
    const userId = await f.createUser({ email: 'many@example.org' });
    const laptop = f.client({ 'user-agent': 'Laptop' });
    const phone = f.client({ 'user-agent': 'Phone' });
    const tablet = f.client({ 'user-agent': 'Tablet' });
    for (const web of [laptop, phone, tablet]) await web.signIn('many@example.org', 'Secret-pass-1');

    const listed = await laptop.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body?.sessions as { id: string; userAgent: string; current: boolean }[];
    expect(sessions.map((s) => s.userAgent).sort()).toEqual(['Laptop', 'Phone', 'Tablet']);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Laptop']);

    const phoneSession = sessions.find((s) => s.userAgent === 'Phone')!;
    expect((await laptop.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/session')).status).toBe(401);

    const others = await laptop.delete('/api/auth/sessions');
    expect(others.body).toEqual({ ended: 1 });
    expect((await tablet.get('/api/auth/session')).status).toBe(401);
    expect((await laptop.get('/api/auth/session')).status).toBe(200);

    // Someone else's session id is not mine to end.
    const { session } = await createSession(f.db.db, { userId, mfaValidated: true });
    const intruder = f.client();
    await f.createUser({ email: 'intruder@example.org' });
    await intruder.signIn('intruder@example.org', 'Secret-pass-1');
    expect((await intruder.delete(`/api/auth/sessions/${session.id}`)).status).toBe(404);
    await revokeSessions(f.db.db, { userId });
    expect((await laptop.get('/api/auth/session')).status).toBe(401);
  });

  it('refuses a disabled user and ends their live sessions at once', async () => {
    await f.createUser({ email: 'disabled@example.org', disabled: true });
    const web = f.client();
    const refused = await web.signIn('disabled@example.org', 'Secret-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body?.error.code).toBe('account_disabled');
    // A wrong password for a disabled account still says only "incorrect".
    expect((await web.signIn('disabled@example.org', 'Wrong-pass-1')).body?.error.code).toBe(
      'invalid_credentials',
    );
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    await f.createUser({ email: 'known@example.org' });
    const web = f.client();
    const wrong = await web.signIn('known@example.org', 'Wrong-pass-1');
    const unknown = await web.signIn('unknown@example.org', 'Wrong-pass-1');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body?.error.message).toBe('Email or password is incorrect');
  });
});
