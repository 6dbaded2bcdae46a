import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { signedInClient } from './testing/signed-in-client';
import { startAuthFixture, type AuthFixture } from './testing/auth-fixture';

let f: AuthFixture;
let world: AccessWorld;
beforeAll(async () => {
  f = await startAuthFixture();
  world = await createAccessWorld(f.db.db);
});
afterAll(async () => {
  await f?.close();
});

describe('admins end a user’s sessions (ASVS 7.4.5)', () => {
  it("ends every session of a company user and of a client of the company's portals", async () => {
    const phone = await signedInClient(f, f.db.db, world.users.investor);
    const laptop = await signedInClient(f, f.db.db, world.users.investor);
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const result = await admin.delete(`/api/admin/users/${world.users.investor}/sessions`);
    expect(result.body).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    expect((await laptop.get('/api/portals')).status).toBe(401);

    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await admin.delete(`/api/admin/users/${world.users.ownerAdvisor}/sessions`)).body).toEqual({
      ended: 1,
    });
    expect((await advisor.get('/api/portals')).status).toBe(401);
  });

  it("answers 404 for another company's users and unknown ids", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const victim = await signedInClient(f, f.db.db, world.users.otherPortalInvestor);
    expect((await admin.delete(`/api/admin/users/${world.users.otherCompanyAdmin}/sessions`)).status).toBe(
      404,
    );
    expect((await admin.delete(`/api/admin/users/${world.users.otherPortalInvestor}/sessions`)).status).toBe(
      404,
    );
    expect((await admin.delete('/api/admin/users/not-a-uuid/sessions')).status).toBe(404);
    expect((await victim.get('/api/portals')).status).toBe(200);
  });
});
