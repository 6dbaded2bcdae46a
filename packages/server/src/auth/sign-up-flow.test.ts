import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../mail/testing/smtp-capture';
import { addOrganisation, startAuthFixture, userByEmail, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('sign-up, verification, sign-in, sign-out', () => {
  it('walks the whole flow with the link read from the SMTP server', async () => {
    const web = f.client({ 'accept-language': 'el' });
    const guest = await web.start();
    expect(guest.status).toBe(401);
    expect(guest.body?.error.code).toBe('unauthenticated');
    expect(web.cookies.get('portal_csrf')).toBeTruthy();

    const signUp = await web.post('/api/auth/sign-up', {
      email: 'New.Person@example.org',
      password: 'Longpass1',
      terms: true,
    });
    expect(signUp.status).toBe(201);

    const mail = await f.smtp.waitFor((m) => m.to.includes('new.person@example.org'));
    expect(mail.body).toContain('Επιβεβαιώστε');
    const token = linkToken(mail, '/verify-email');

    const early = await web.signIn('new.person@example.org', 'Longpass1');
    expect(early.status).toBe(403);
    expect(early.body?.error).toEqual({
      code: 'email_not_verified',
      message: expect.stringContaining('δεν έχει επαληθευτεί'),
    });

    expect((await web.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await web.post('/api/auth/verify-email', { token })).body?.error.code).toBe('invalid_token');

    const signedIn = await web.signIn('New.Person@example.org', 'Longpass1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.user).toMatchObject({
      email: 'new.person@example.org',
      role: 'investor',
      userLanguage: 'el',
    });
    const cookie = signedIn.setCookies.find((c) => c.startsWith('__Host-portal_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(JSON.stringify(signedIn.body)).not.toContain(web.cookies.get('__Host-portal_session'));

    const session = await web.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body?.session.inactivityLogoutMs).toBe(1_800_000);
    expect(session.headers.get('cache-control')).toBe('no-store');

    const oldCookie = web.cookies.get('__Host-portal_session')!;
    expect((await web.post('/api/auth/sign-out')).status).toBe(204);
    expect(web.cookies.has('__Host-portal_session')).toBe(false);
    expect((await web.get('/api/auth/session')).status).toBe(401);
    // The old cookie is dead on the server too, not just forgotten by the browser.
    web.cookies.set('__Host-portal_session', oldCookie);
    expect((await web.get('/api/auth/session')).status).toBe(401);
  });

  it('answers a taken address exactly like a new one and mails its owner a note', async () => {
    await f.createUser({ email: 'taken@example.org' });
    const web = f.client();
    await web.start();
    const response = await web.post('/api/auth/sign-up', {
      email: 'taken@example.org',
      password: 'Longpass1',
      terms: true,
    });
    const fresh = await web.post('/api/auth/sign-up', {
      email: 'fresh@example.org',
      password: 'Longpass1',
      terms: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(fresh.body);
    const note = await f.smtp.waitFor((m) => m.to.includes('taken@example.org'));
    expect(note.body).toContain('already have an account');
    expect(note.body).not.toContain('/verify-email');
  });

  it("makes a user whose e-mail domain is an organisation's a professional of it", async () => {
    const byDomain = await addOrganisation(f.db, { name: 'Acme Wealth', domain: 'acme-wealth.test' });
    const byUrl = await addOrganisation(f.db, {
      name: 'Url Partners',
      url: 'https://www.url-partners.test/about',
    });
    const web = f.client();
    await web.start();
    await web.post('/api/auth/sign-up', {
      email: 'pro@acme-wealth.test',
      password: 'Longpass1',
      terms: true,
    });
    await web.post('/api/auth/sign-up', {
      email: 'pro@url-partners.test',
      password: 'Longpass1',
      terms: true,
    });
    await web.post('/api/auth/sign-up', { email: 'client@gmail.test', password: 'Longpass1', terms: true });
    expect(await userByEmail(f.db, 'pro@acme-wealth.test')).toMatchObject({
      isProfessional: true,
      organisationId: byDomain,
    });
    expect(await userByEmail(f.db, 'pro@url-partners.test')).toMatchObject({
      isProfessional: true,
      organisationId: byUrl,
    });
    expect(await userByEmail(f.db, 'client@gmail.test')).toMatchObject({
      isProfessional: false,
      organisationId: null,
    });
  });

  it('refuses a sign-up without the terms or with a weak password', async () => {
    const web = f.client();
    await web.start();
    const noTerms = await web.post('/api/auth/sign-up', {
      email: 'x@example.org',
      password: 'Longpass1',
      terms: false,
    });
    expect(noTerms.status).toBe(400);
    const weak = await web.post('/api/auth/sign-up', {
      email: 'x@example.org',
      password: 'short',
      terms: true,
    });
    expect(weak.body?.error.message).toBe('Min 8 characters');
  });

  it('always answers the resend of a verification link with 202', async () => {
    const web = f.client();
    await web.start();
    await web.post('/api/auth/sign-up', { email: 'resend@example.org', password: 'Longpass1', terms: true });
    await f.smtp.waitFor((m) => m.to.includes('resend@example.org'));
    const known = await web.post('/api/auth/verify-email/resend', { email: 'resend@example.org' });
    const unknown = await web.post('/api/auth/verify-email/resend', { email: 'nobody@example.org' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    await f.smtp.waitFor(
      (m) =>
        m.to.includes('resend@example.org') &&
        f.smtp.mails.filter((x) => x.to.includes('resend@example.org')).length === 2,
    );
  });
});
