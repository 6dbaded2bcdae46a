import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken } from '../mail/testing/smtp-capture';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());
afterEach(() => vi.useRealTimers());

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    await f.createUser({ email: 'reset@example.org', userLanguage: 'is' });
    const signedIn = f.client();
    await signedIn.signIn('reset@example.org', 'Secret-pass-1');

    const web = f.client();
    await web.start();
    const known = await web.post('/api/auth/password-reset', { email: 'reset@example.org' });
    const unknown = await web.post('/api/auth/password-reset', { email: 'nobody@example.org' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: 'If your email address exists, a link is on its way to you.' });
    expect(unknown.body).toEqual(known.body);

    const mail = await f.smtp.waitFor((m) => m.to.includes('reset@example.org'));
    expect(mail.body).toContain('Endurstilla lykilorð');
    const token = linkToken(mail, '/password-reset');

    const weak = await web.post('/api/auth/password-reset/confirm', { token, password: 'nodigits' });
    expect(weak.status).toBe(400);
    const done = await web.post('/api/auth/password-reset/confirm', { token, password: 'Brand-new-2' });
    expect(done.status).toBe(200);
    expect(
      (await web.post('/api/auth/password-reset/confirm', { token, password: 'Other-new-3' })).status,
    ).toBe(400);

    expect((await signedIn.get('/api/auth/session')).status).toBe(401);
    expect((await f.client().signIn('reset@example.org', 'Secret-pass-1')).status).toBe(401);
    expect((await f.client().signIn('reset@example.org', 'Brand-new-2')).status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    await f.createUser({ email: 'late@example.org' });
    const web = f.client();
    await web.start();
    await web.post('/api/auth/password-reset', { email: 'late@example.org' });
    const token = linkToken(
      await f.smtp.waitFor((m) => m.to.includes('late@example.org')),
      '/password-reset',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    const response = await web.post('/api/auth/password-reset/confirm', { token, password: 'Brand-new-2' });
    expect(response.status).toBe(400);
    expect(response.body?.error.code).toBe('invalid_token');
  });
});

describe('password change', () => {
  it('needs the current password, ends other sessions and rotates this one', async () => {
    await f.createUser({ email: 'change@example.org' });
    const here = f.client();
    const elsewhere = f.client();
    await here.signIn('change@example.org', 'Secret-pass-1');
    await elsewhere.signIn('change@example.org', 'Secret-pass-1');
    const before = here.cookies.get('__Host-portal_session')!;

    const wrong = await here.post('/api/auth/password', {
      currentPassword: 'Nope-pass-1',
      newPassword: 'Changed-pass-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.error.code).toBe('wrong_current_password');

    const changed = await here.post('/api/auth/password', {
      currentPassword: 'Secret-pass-1',
      newPassword: 'Changed-pass-2',
    });
    expect(changed.status).toBe(200);
    expect(here.cookies.get('__Host-portal_session')).not.toBe(before);
    expect((await here.get('/api/auth/session')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/session')).status).toBe(401);
    const old = f.client();
    old.cookies.set('__Host-portal_session', before);
    expect((await old.get('/api/auth/session')).status).toBe(401);
  });

  it('is refused to a guest', async () => {
    const web = f.client();
    await web.start();
    expect(
      (await web.post('/api/auth/password', { currentPassword: 'a', newPassword: 'Changed-pass-2' })).status,
    ).toBe(401);
  });
});
