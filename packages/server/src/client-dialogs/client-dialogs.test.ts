import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../auth/testing/signed-in-client';
import { startAuthFixture, type AuthFixture } from '../auth/testing/auth-fixture';
import { accounts, groupMembers, groups, portals, users } from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';

let f: AuthFixture;
let world: AccessWorld;
beforeAll(async () => {
  f = await startAuthFixture();
  world = await createAccessWorld(f.db.db);
  await f.db.db
    .update(portals)
    .set({ tnc: { en: 'The terms.', is: 'Skilmálarnir.' } })
    .where(eq(portals.id, world.portalA));
});
afterAll(async () => {
  await f?.close();
});

describe('terms, welcome and not-yet-validated dialogs (§2, §4)', () => {
  it('asks the client to accept the terms in their language, records it with the time, then stops', async () => {
    await f.db.db.update(users).set({ userLanguage: 'is' }).where(eq(users.id, world.users.investor));
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    const terms = `/api/portals/${world.portalA}/terms`;
    expect((await investor.get(terms)).body).toEqual({ required: true, text: 'Skilmálarnir.' });

    const accepted = await investor.post(`${terms}/accept`);
    expect(accepted.body).toMatchObject({ accepted: 1, message: 'Takk fyrir að samþykkja skilmálana' });
    const [account] = await f.db.db.select().from(accounts).where(eq(accounts.id, world.accounts.investor));
    expect(account).toMatchObject({ termsAccepted: true, updatedBy: world.users.investor });
    expect(account!.termsAcceptedAt).toBeInstanceOf(Date);
    expect((await investor.get(terms)).body).toEqual({ required: false, text: 'Skilmálarnir.' });
  });

  it('never asks a professional, and falls back to English', async () => {
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await advisor.get(`/api/portals/${world.portalA}/terms`)).body).toEqual({
      required: false,
      text: 'The terms.',
    });
  });

  it("reports the client's missing external id and validation, and hides the welcome on request", async () => {
    await f.db.db
      .update(accounts)
      .set({ externalId: null, validated: false })
      .where(eq(accounts.id, world.accounts.neighbour));
    const neighbour = await signedInClient(f, f.db.db, world.users.neighbour);
    expect((await neighbour.get(`/api/portals/${world.portalA}/client-status`)).body).toEqual({
      isClient: true,
      missingExternalId: true,
      notValidated: true,
      welcome: null,
    });
    expect((await neighbour.get('/api/auth/session')).body?.user.hideIntroText).toBe(false);
    const patched = await neighbour.request('PATCH', '/api/me', { hideIntroText: true });
    expect(patched.body).toEqual({ hideIntroText: true });
    expect((await neighbour.get('/api/auth/session')).body?.user.hideIntroText).toBe(true);
  });

  it("shows the client their group's welcome content, sanitised, and no other portal's", async () => {
    const [group] = await f.db.db
      .insert(groups)
      .values({
        portalId: world.portalA,
        name: 'Private clients',
        score: 1,
        welcome: '<p>Welcome, <strong>private client</strong>.</p><script>alert(1)</script>',
      })
      .returning({ id: groups.id });
    await f.db.db
      .insert(groupMembers)
      .values({ portalId: world.portalA, groupId: group!.id, accountId: world.accounts.investor });
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    const status = await investor.get(`/api/portals/${world.portalA}/client-status`);
    expect(status.body?.welcome).toBe('<p>Welcome, <strong>private client</strong>.</p>');
    // A client of the portal outside the group sees none.
    const neighbour = await signedInClient(f, f.db.db, world.users.neighbour);
    expect((await neighbour.get(`/api/portals/${world.portalA}/client-status`)).body?.welcome).toBeNull();
  });

  it("answers 404 for another portal's terms", async () => {
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    expect((await investor.get(`/api/portals/${world.portalB}/terms`)).status).toBe(404);
    expect((await investor.post(`/api/portals/${world.portalB}/terms/accept`)).status).toBe(404);
  });
});
