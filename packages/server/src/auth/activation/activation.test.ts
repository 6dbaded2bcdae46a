import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { signedInClient } from '../testing/signed-in-client';
import { hashToken } from '../tokens';
import { startAuthFixture, userByEmail, type AuthFixture } from '../testing/auth-fixture';
import { newActivationCode, normaliseActivationCode } from './activation-codes';

// §2 investment-professional verification by activation code: a company admin issues a code, a
// user who signed up as an investor enters it and becomes a professional of that company.
let f: AuthFixture;
let world: AccessWorld;
beforeAll(async () => {
  f = await startAuthFixture();
  world = await createAccessWorld(f.db.db);
});
afterAll(async () => f?.close());

describe('activation codes', () => {
  it('reads a code however it is typed', () => {
    const code = newActivationCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(normaliseActivationCode(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(code);
  });

  it("makes the user a professional of the admin's company, once", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const issued = await admin.post('/api/admin/activation-codes');
    expect(issued.status).toBe(200);
    const code = issued.body!.code as string;
    const [adminRow] = await f.db.db.select().from(users).where(eq(users.id, world.users.admin));

    await f.createUser({ email: 'new.pro@gmail.example' });
    const user = f.client();
    await user.signIn('new.pro@gmail.example', 'Secret-pass-1');
    const wrong = await user.post('/api/me/professional-activation', { code: 'AAAAA-BBBBB' });
    expect([wrong.status, wrong.body?.error.code]).toEqual([400, 'invalid_activation_code']);
    const ok = await user.post('/api/me/professional-activation', { code: code.toLowerCase() });
    expect(ok.status).toBe(200);
    const row = await userByEmail(f.db, 'new.pro@gmail.example');
    expect(row).toMatchObject({ isProfessional: true, organisationId: adminRow!.organisationId });
    expect((await user.get('/api/auth/session')).body?.user).toMatchObject({ isProfessional: true });

    // Single use: a second user gets nothing from it.
    await f.createUser({ email: 'second@gmail.example' });
    const second = f.client();
    await second.signIn('second@gmail.example', 'Secret-pass-1');
    expect((await second.post('/api/me/professional-activation', { code })).status).toBe(400);
    // A professional has nothing to verify.
    expect((await user.post('/api/me/professional-activation', { code })).status).toBe(409);
  });

  it("replaces the admin's earlier plain code but leaves pending manager invitations alone", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    // A pending manager invitation: same purpose, issued by the same admin, tied to a portal.
    const invitation = 'INVITATION-CODE-KEPT-0123456789';
    await f.db.db.insert(authTokens).values({
      tokenHash: hashToken(invitation),
      userId: world.users.admin,
      purpose: 'professional_activation',
      parentId: world.portalA,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const first = (await admin.post('/api/admin/activation-codes')).body!.code as string;
    const second = (await admin.post('/api/admin/activation-codes')).body!.code as string;
    const live = await f.db.db
      .select({ tokenHash: authTokens.tokenHash })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, world.users.admin),
          eq(authTokens.purpose, 'professional_activation'),
          isNull(authTokens.usedAt),
        ),
      );
    const hashes = live.map((row) => row.tokenHash);
    expect(hashes).toContain(hashToken(invitation));
    expect(hashes).toContain(hashToken(second));
    expect(hashes).not.toContain(hashToken(first));
  });

  it('limits guessing to 5 tries in 15 minutes', async () => {
    await f.createUser({ email: 'guesser@gmail.example' });
    const user = f.client();
    await user.signIn('guesser@gmail.example', 'Secret-pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await user.post('/api/me/professional-activation', { code: newActivationCode() })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
