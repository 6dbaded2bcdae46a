import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { startAuthFixture, type AuthFixture } from '../testing/auth-fixture';
import { walkProviderSignIn } from './testing/provider-walk';
import { startLocalOidcProvider, type LocalOidcProvider } from './testing/local-provider';

// Google and Microsoft sign-in (issue 18 item 13) against real OpenID providers on this machine:
// Google's at the server's root, Microsoft's under /{tenant}/v2.0 as its issuer is. An identity
// signs in the existing user with the provider's verified address, and nobody else.
const TENANT = '3f8c1a52-6b0e-4d7a-9c11-2e5b7d90a1f4';
let google: LocalOidcProvider;
let microsoft: LocalOidcProvider;
let f: AuthFixture;
/** While false, Google says it has not verified ada@clients.example. */
let unverifiedTurn = true;

beforeAll(async () => {
  google = await startLocalOidcProvider({
    redirectUri: 'http://localhost:3000/api/auth/oidc/google/callback',
    identities: {
      'g-ada': { name: 'Ada', email: 'ada@clients.example' },
      'g-stranger': { name: 'Stranger', email: 'stranger@gmail.example' },
      'g-unverified': { name: 'Ada?', email: 'ada@clients.example' },
      'g-pin': { name: 'Pin', email: 'pin@clients.example' },
      'g-off': { name: 'Off', email: 'off@clients.example' },
      'g-claimed': { name: 'Claimed', email: 'claimed@clients.example' },
    },
    emailClaims: (email) => ({ email_verified: email !== 'ada@clients.example' || unverifiedTurn }),
  });
  microsoft = await startLocalOidcProvider({
    path: `/${TENANT}/v2.0`,
    redirectUri: 'http://localhost:3000/api/auth/oidc/microsoft/callback',
    identities: {
      'm-bob': { name: 'Bob', email: 'bob@firm.example' },
      'm-claims-only': { name: 'Eve', email: 'eve@firm.example' },
    },
    // Entra ID sends no email_verified; xms_edov only where the domain owner verified the address.
    emailClaims: (email) => (email === 'bob@firm.example' ? { xms_edov: true } : {}),
  });
  f = await startAuthFixture({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    MICROSOFT_CLIENT_ID: microsoft.clientId,
    MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
    MICROSOFT_TENANT: TENANT.toUpperCase(),
    MICROSOFT_AUTHORITY: new URL(microsoft.issuer).origin,
  });
});
afterAll(async () => {
  await f?.close();
  await google?.close();
  await microsoft?.close();
});

const signIn = (provider: 'google' | 'microsoft', login: string) =>
  walkProviderSignIn({
    startUrl: `${f.server.url}/api/auth/oidc/${provider}/start`,
    login,
    publicUrl: 'http://localhost:3000',
  });

describe('Google and Microsoft sign-in (OpenID Connect)', () => {
  it('the brand tells the browser which providers are on, and nothing secret', async () => {
    const brand = await f.client().get('/api/brand');
    expect(brand.body?.signIn).toMatchObject({ google: true, microsoft: true, linkedin: false });
    expect(JSON.stringify(brand.body)).not.toContain(google.clientSecret);
  });

  it('signs in the existing user whose address Google verified, without creating or linking', async () => {
    const id = await f.createUser({ email: 'ada@clients.example', name: 'Ada Investor' });
    const walk = await signIn('google', 'g-ada');
    expect(walk.finalUrl).toBe('/');
    const session = await f.client({ cookie: walk.cookieHeader }).get('/api/auth/session');
    expect(session.body?.user).toMatchObject({ id, email: 'ada@clients.example' });
    const [row] = await f.db.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ authType: 'password', externalSubject: null });
    expect(row!.lastLogin).toBeInstanceOf(Date);
  });

  it('refuses an address the provider did not verify, and one nobody has', async () => {
    unverifiedTurn = false;
    try {
      const unverified = await signIn('google', 'g-unverified');
      expect(unverified.finalUrl).toBe('/login?sso=email_unverified');
      expect(unverified.cookieHeader).not.toContain('portal_session');
    } finally {
      unverifiedTurn = true;
    }
    const before = await f.db.db.select({ id: users.id }).from(users);
    const stranger = await signIn('google', 'g-stranger');
    expect(stranger.finalUrl).toBe('/login?sso=no_account');
    expect(await f.db.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses a disabled user and leaves a second factor due to the PIN step', async () => {
    await f.createUser({ email: 'off@clients.example', disabled: true });
    expect((await signIn('google', 'g-off')).finalUrl).toBe('/login?sso=account_disabled');
    // A password sign-up whose address was never confirmed may be someone else's: not opened.
    await f.createUser({ email: 'claimed@clients.example', emailVerifiedAt: null });
    expect((await signIn('google', 'g-claimed')).finalUrl).toBe('/login?sso=signup_unverified');

    await f.createUser({ email: 'pin@clients.example', mfaEnabled: true });
    const walk = await signIn('google', 'g-pin');
    expect(walk.finalUrl).toMatch(/^\/login\?sso=mfa&channels=[a-z,]*email/);
    const session = await f.client({ cookie: walk.cookieHeader }).get('/api/auth/session');
    expect(session.status).toBe(401);
    expect(session.body?.error.code).toBe('mfa_required');
  });

  it("signs in through the Microsoft tenant's issuer when the domain owner verified the address", async () => {
    const id = await f.createUser({ email: 'bob@firm.example', isProfessional: true });
    const walk = await signIn('microsoft', 'm-bob');
    expect(walk.finalUrl).toBe('/');
    const session = await f.client({ cookie: walk.cookieHeader }).get('/api/auth/session');
    expect(session.body?.user?.id).toBe(id);

    // An address without xms_edov (an Entra ID user may type any address): not verified.
    await f.createUser({ email: 'eve@firm.example' });
    expect((await signIn('microsoft', 'm-claims-only')).finalUrl).toBe('/login?sso=email_unverified');
  });

  it("does not take one provider's transaction cookie at another's callback", async () => {
    const start = await fetch(`${f.server.url}/api/auth/oidc/google/start`, { redirect: 'manual' });
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith('portal_oidc='))!;
    const crossed = await fetch(`${f.server.url}/api/auth/oidc/microsoft/callback?code=x&state=y`, {
      redirect: 'manual',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(crossed.headers.get('location')).toBe('/login?sso=failed');
  });
});
