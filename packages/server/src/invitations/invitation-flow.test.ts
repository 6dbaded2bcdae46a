import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../auth/testing/signed-in-client';
import { startAuthFixture, userByEmail, type AuthFixture } from '../auth/testing/auth-fixture';
import { accountOwners, accounts, portals, users } from '../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';

let f: AuthFixture;
let world: AccessWorld;
let accountId: string;
beforeAll(async () => {
  f = await startAuthFixture();
  world = await createAccessWorld(f.db.db);
  await f.db.db.update(portals).set({ portalLanguage: 'el' }).where(eq(portals.id, world.portalA));
  const [row] = await f.db.db
    .insert(accounts)
    .values({ portalId: world.portalA, name: 'Nia New', email: 'nia@clients.example' })
    .returning({ id: accounts.id });
  accountId = row!.id;
  await f.db.db
    .insert(accountOwners)
    .values({ portalId: world.portalA, accountId, userId: world.users.ownerAdvisor });
});
afterAll(async () => {
  await f?.close();
});

const inviteUrl = (account: string) => `/api/portals/${world.portalA}/accounts/${account}/invite`;

/** A browser with no session but its CSRF cookie, like the web app on the sign-up page. */
async function guest() {
  const client = f.client();
  await client.start();
  return client;
}

function inviteToken(body: string): string {
  const match = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error('no /signup?invite= link in the mail');
  return match[1]!;
}

describe('client invitation (§4, §7 inviteClient)', () => {
  it('mails the account in the portal language, and the link signs the client up and in', async () => {
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    const sent = await advisor.post(inviteUrl(accountId), { message: 'Welcome aboard, Nia' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'The client has been invited' });
    const [account] = await f.db.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account!.lastInviteSent).toBeInstanceOf(Date);

    const mail = await f.smtp.waitFor((m) => m.to.includes('nia@clients.example'));
    expect(mail.body).toContain('Έχετε προσκληθεί');
    expect(mail.body).toContain('Welcome aboard, Nia');
    const token = inviteToken(mail.body);

    const client = f.client();
    await client.start();
    expect((await client.post('/api/auth/invitation/peek', { token })).body).toEqual({
      email: 'nia@clients.example',
    });
    const weak = await client.post('/api/auth/invitation/accept', { token, password: 'short', terms: true });
    expect(weak.status).toBe(400);

    const accepted = await client.post('/api/auth/invitation/accept', {
      token,
      password: 'Longpass1',
      terms: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body?.user).toMatchObject({ email: 'nia@clients.example', role: 'investor' });
    expect((await client.get(`/api/portals/${world.portalA}/accounts/${accountId}`)).status).toBe(200);

    const user = await userByEmail(f.db, 'nia@clients.example');
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const [linked] = await f.db.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(linked!.clientUserId).toBe(user!.id);

    // Single use, and the client has now signed in: no second invitation.
    const again = await (
      await guest()
    ).post('/api/auth/invitation/accept', { token, password: 'Longpass1', terms: true });
    expect(again.status).toBe(400);
    const refused = await advisor.post(inviteUrl(accountId), {});
    expect(refused.status).toBe(409);
    expect(refused.body?.error.message).toBe(
      'This client has already signed in, so there is no need to invite them.',
    );
  });

  it('invites a client user who never signed in, but not one who has', async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    expect((await admin.post(inviteUrl(world.accounts.investor), {})).status).toBe(200);
    await f.db.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, world.users.investor));
    expect((await admin.post(inviteUrl(world.accounts.investor), {})).status).toBe(409);
  });

  it('answers 404 to a professional who cannot see the account and 403 to an investor', async () => {
    const other = await signedInClient(f, f.db.db, world.users.otherAdvisor);
    expect((await other.post(inviteUrl(accountId), {})).status).toBe(404);
    const investor = await signedInClient(f, f.db.db, world.users.neighbour);
    expect((await investor.post(inviteUrl(accountId), {})).status).toBe(403);
  });

  it('refuses an invitation for an address that already has a sign-in, without spending it', async () => {
    const [row] = await f.db.db
      .insert(accounts)
      .values({ portalId: world.portalA, name: 'Taken', email: 'owner@alpha.example' })
      .returning({ id: accounts.id });
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    await f.db.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, world.users.ownerAdvisor));
    expect((await admin.post(inviteUrl(row!.id), {})).status).toBe(200);
    const mail = await f.smtp.waitFor((m) => m.to.includes('owner@alpha.example'));
    const result = await (
      await guest()
    ).post('/api/auth/invitation/accept', {
      token: inviteToken(mail.body),
      password: 'Longpass1',
      terms: true,
    });
    expect(result.status).toBe(409);
  });

  it("lets the account's own client, set up with a password but never signed in, take the invitation", async () => {
    const [client] = await f.db.db
      .insert(users)
      .values({ email: 'cleo@clients.example', name: 'Cleo', passwordHash: 'set-by-adviser' })
      .returning({ id: users.id });
    const [row] = await f.db.db
      .insert(accounts)
      .values({
        portalId: world.portalA,
        name: 'Cleo',
        email: 'cleo@clients.example',
        clientUserId: client!.id,
      })
      .returning({ id: accounts.id });
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    expect((await admin.post(inviteUrl(row!.id), {})).status).toBe(200);
    const mail = await f.smtp.waitFor((m) => m.to.includes('cleo@clients.example'));
    const result = await (
      await guest()
    ).post('/api/auth/invitation/accept', {
      token: inviteToken(mail.body),
      password: 'Longpass1',
      terms: true,
    });
    expect(result.status).toBe(200);
    expect(result.body?.user).toMatchObject({ id: client!.id, email: 'cleo@clients.example' });
  });
});
