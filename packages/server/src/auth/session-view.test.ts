import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';
import { signedInClient } from './testing/signed-in-client';

// The session tells the web app whether the user has a password, so an e-ID user is not offered
// a change-password form they cannot use.
let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());

describe('session view', () => {
  it('says hasPassword: true for a password user and false for an e-ID user', async () => {
    await f.createUser({ email: 'with.password@example.org' });
    const withPassword = f.client();
    await withPassword.signIn('with.password@example.org', 'Secret-pass-1');
    expect((await withPassword.get('/api/auth/session')).body?.user).toMatchObject({ hasPassword: true });

    const [eid] = await f.db.db
      .insert(users)
      .values({
        email: 'eid.user@example.org',
        name: 'E-ID User',
        authType: 'eid',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const eidClient = await signedInClient(f, f.db.db, eid!.id);
    const session = await eidClient.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body?.user).toMatchObject({ hasPassword: false });
    // Never the hash itself.
    expect(JSON.stringify(session.body)).not.toMatch(/passwordHash|argon|scrypt/);
  });
});
