import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { startAuthFixture, userByEmail, type AuthFixture } from '../testing/auth-fixture';
import { walkProviderSignIn } from './testing/provider-walk';
import { startLocalOidcProvider, type LocalOidcProvider } from './testing/local-provider';

// National e-ID (issue 3 item 5) against a real OpenID provider on this machine: code flow with
// PKCE, state and nonce; who may sign in this way; what a tampered or missing transaction gets.
let provider: LocalOidcProvider;
let f: AuthFixture;

beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUri: 'http://localhost:3000/api/auth/oidc/callback',
    identities: {
      '0101302989': { name: 'Jón Jónsson', email: 'jon@example.is' },
      '0202302989': { name: 'Guðrún Ólafsdóttir', email: 'gudrun@example.is' },
      '0303302989': { name: 'Sigríður Pálsdóttir', email: 'advisor@firm.example' },
    },
  });
  f = await startAuthFixture({
    BRAND: 'icelandic',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await f?.close();
  await provider?.close();
});

/** Start at our server (its real port), and bring the callback back to it. */
async function eidSignIn(login: string) {
  return walkProviderSignIn({
    startUrl: `${f.server.url}/api/auth/oidc/start`,
    login,
    publicUrl: 'http://localhost:3000',
  });
}

describe('national e-ID sign-in (OpenID Connect)', () => {
  it('creates a verified e-ID user on first sign-in and signs them in', async () => {
    const walk = await eidSignIn('0101302989');
    expect(walk.finalUrl).toBe('/');
    const client = f.client({ cookie: walk.cookieHeader });
    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body?.user).toMatchObject({ email: 'jon@example.is', name: 'Jón Jónsson' });
    const user = await userByEmail(f.db, 'jon@example.is');
    expect(user).toMatchObject({ authType: 'eid', externalSubject: '0101302989', passwordHash: null });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    // The second time, the same user (by subject), not a new one.
    const again = await eidSignIn('0101302989');
    expect(again.finalUrl).toBe('/');
    const rows = await f.db.db.select().from(users).where(eq(users.externalSubject, '0101302989'));
    expect(rows).toHaveLength(1);
  });

  it('links a client set up without a password to their e-ID', async () => {
    const [client] = await f.db.db
      .insert(users)
      .values({ email: 'gudrun@example.is', name: 'Guðrún', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const walk = await eidSignIn('0202302989');
    expect(walk.finalUrl).toBe('/');
    const user = await userByEmail(f.db, 'gudrun@example.is');
    expect(user).toMatchObject({ id: client!.id, authType: 'eid', externalSubject: '0202302989' });
  });

  it('refuses an e-ID whose address belongs to a password or professional user', async () => {
    await f.createUser({ email: 'advisor@firm.example', isProfessional: true });
    const walk = await eidSignIn('0303302989');
    expect(walk.finalUrl).toBe('/login?eid=eid_not_allowed');
    expect(walk.cookieHeader).not.toContain('portal_session');
    const user = await userByEmail(f.db, 'advisor@firm.example');
    expect(user).toMatchObject({ authType: 'password', externalSubject: null });
  });

  it('sends a callback without its signed transaction back to the login page', async () => {
    const response = await fetch(`${f.server.url}/api/auth/oidc/callback?code=x&state=y`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?eid=failed');
    const forged = await fetch(`${f.server.url}/api/auth/oidc/callback?code=x&state=y`, {
      redirect: 'manual',
      headers: { cookie: 'portal_oidc=eyJzdGF0ZSI6InkifQ.forged' },
    });
    expect(forged.headers.get('location')).toBe('/login?eid=failed');
  });
});
