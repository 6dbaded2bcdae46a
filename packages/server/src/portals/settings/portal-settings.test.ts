import { eq } from 'drizzle-orm';
import { getBrand } from '@portal/domain';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signedInClient } from '../../auth/testing/signed-in-client';
import { startAuthFixture, userByEmail, type AuthFixture } from '../../auth/testing/auth-fixture';
import type { TestClient } from '../../auth/testing/http-client';
import { auditEvents, logs, portals, subscriptions } from '../../db/schema/index';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';
import { sessionCookie } from '../../testing/sign-in-as';
import { testConfig } from '../../testing/test-server';

// Issue 5 item 2: portal settings, logo, create portal and invite manager, over real HTTP and SMTP.
let f: AuthFixture;
let world: AccessWorld;
let admin: TestClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-settings-'));
  f = await startAuthFixture({ DATA_DIR: dataDir });
  world = await createAccessWorld(f.db.db);
  admin = await signedInClient(f, f.db.db, world.users.admin);
});
afterAll(async () => {
  await f?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const settingsUrl = (portal: string) => `/api/portals/${portal}/settings`;
const patch = (client: TestClient, portal: string, body: unknown) =>
  client.request('PATCH', settingsUrl(portal), body);

/** POST one file as multipart/form-data with the client's cookies and CSRF header. */
async function upload(client: TestClient, portal: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${client.baseUrl}/api/portals/${portal}/logo`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.cookies.get('portal_csrf') ?? '',
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

describe('portal settings', () => {
  it('saves name, theme, language, contact and Greek terms, with an audit and an activity record', async () => {
    const saved = await patch(admin, world.portalA, {
      name: 'Alpha Private Office',
      theme: 'dark',
      phone: '+44 20 7946 0000',
      email: 'Desk@Alpha.example',
      tnc: { en: 'Terms', el: 'Όροι χρήσης της πύλης' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Alpha Private Office',
      theme: 'dark',
      email: 'desk@alpha.example',
      tnc: { en: 'Terms', el: 'Όροι χρήσης της πύλης' },
      canEdit: true,
    });
    const [row] = await f.db.db.select().from(portals).where(eq(portals.id, world.portalA));
    // Only the settings fields are written (mass assignment, ASVS 15.3.3).
    expect(row!.requireSecondFactor).toBe(false);
    const audits = await f.db.db.select().from(auditEvents).where(eq(auditEvents.entityId, world.portalA));
    expect(audits.at(-1)?.changes).toMatchObject({ theme: ['classic', 'dark'] });
    const activity = await f.db.db.select().from(logs).where(eq(logs.entityId, world.portalA));
    expect(activity.at(-1)).toMatchObject({ type: 'save', collection: 'portals' });
    // The portal's new look reaches its readers.
    expect((await admin.get(`/api/portals/${world.portalA}`)).body).toMatchObject({ theme: 'dark' });
  });

  it('refuses a field it does not save with 400 naming it, and writes nothing (issue 16)', async () => {
    const before = await f.db.db.select().from(auditEvents).where(eq(auditEvents.entityId, world.portalA));
    for (const body of [
      { name: 'Sneaky', requireSecondFactor: true },
      { theme: 'classic', organisationId: world.companyB },
      { subscriptionId: null },
    ]) {
      const refused = await patch(admin, world.portalA, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body?.error).toMatchObject({
        code: 'validation_error',
        message: 'This field cannot be saved here',
      });
    }
    const named = await patch(admin, world.portalA, { name: 'Sneaky', requireSecondFactor: true });
    expect(named.body?.error.fields).toEqual([
      { path: 'requireSecondFactor', message: 'This field cannot be saved here' },
    ]);
    const [row] = await f.db.db.select().from(portals).where(eq(portals.id, world.portalA));
    expect([row!.name, row!.requireSecondFactor]).toEqual(['Alpha Private Office', false]);
    const after = await f.db.db.select().from(auditEvents).where(eq(auditEvents.entityId, world.portalA));
    expect(after).toHaveLength(before.length);
  });

  it('refuses invalid values with the §5 messages, per field, and writes nothing', async () => {
    const bad = await patch(admin, world.portalA, {
      name: '',
      email: 'nope',
      theme: 'brand:greek',
      phone: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.error.code).toBe('validation_error');
    const messages = Object.fromEntries(
      (bad.body?.error.fields as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      email: 'Email must be valid',
      theme: 'Theme is required',
      phone: 'Phone is required',
    });
    // The asset-manager brand offers English only.
    const greek = await patch(admin, world.portalA, { portalLanguage: 'el' });
    expect(greek.body?.error.message).toBe('Language is required');
    const [row] = await f.db.db.select().from(portals).where(eq(portals.id, world.portalA));
    expect(row!.name).toBe('Alpha Private Office');
  });

  it('lets advisors read but not change, investors neither, and other companies not find it', async () => {
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await advisor.get(settingsUrl(world.portalA))).body).toMatchObject({ canEdit: false });
    expect((await patch(advisor, world.portalA, { name: 'X' })).status).toBe(403);
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    expect((await investor.get(settingsUrl(world.portalA))).status).toBe(403);
    expect((await patch(investor, world.portalA, { name: 'X' })).status).toBe(403);
    const other = await signedInClient(f, f.db.db, world.users.otherCompanyAdmin);
    expect((await patch(other, world.portalA, { name: 'X' })).status).toBe(404);
    expect((await other.get(settingsUrl(world.portalA))).status).toBe(404);
    expect((await upload(other, world.portalA, 'a.png', PNG, 'image/png')).status).toBe(404);
  });
});

describe('portal logo', () => {
  it('stores a real PNG, serves it to the portal’s users and replaces the photo', async () => {
    const sent = await upload(admin, world.portalA, 'logo.png', PNG, 'image/png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const url = sent.body.logo as string;
    expect(url).toMatch(new RegExp(`^/api/portals/${world.portalA}/logo/[0-9a-f-]{36}\\.png$`));
    const investor = await signedInClient(f, f.db.db, world.users.investor);
    const image = await fetch(`${f.server.url}${url}`, {
      headers: { cookie: [...investor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await investor.get(`/api/portals/${world.portalA}`)).body?.photo).toBe(url);

    const next = await upload(admin, world.portalA, 'logo2.png', PNG, 'image/png');
    expect(next.body.logo).not.toBe(url);
    expect((await investor.get(url)).status).toBe(404);
  });

  it('refuses an HTML page renamed .png, an SVG and a file over the limit', async () => {
    const html = await upload(
      admin,
      world.portalA,
      'logo.png',
      Buffer.from('<html><script>x</script>'),
      'image/png',
    );
    expect([html.status, html.body.error.message]).toEqual([
      415,
      'The logo must be a PNG, JPEG or WebP image',
    ]);
    const svg = await upload(
      admin,
      world.portalA,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload(admin, world.portalA, 'big.png', big, 'image/png')).status).toBe(413);
  });

  it('refuses a second file, a field or a 10 KB part name with 400 and keeps the logo (issue 16)', async () => {
    const [before] = await f.db.db.select().from(portals).where(eq(portals.id, world.portalA));
    const sendForm = async (form: FormData) => {
      const response = await fetch(`${admin.baseUrl}/api/portals/${world.portalA}/logo`, {
        method: 'POST',
        headers: {
          cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': admin.cookies.get('portal_csrf') ?? '',
        },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { error: { code: string } } };
    };
    const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
    const two = new FormData();
    two.append('file', png(), 'one.png');
    two.append('file', png(), 'two.png');
    const withField = new FormData();
    withField.append('file', png(), 'one.png');
    withField.append('note', 'x');
    const longName = new FormData();
    longName.append('n'.repeat(10 * 1024), png(), 'one.png');
    for (const form of [two, withField, longName]) {
      const refused = await sendForm(form);
      expect([refused.status, refused.body.error.code]).toEqual([400, 'validation_error']);
    }
    const [after] = await f.db.db.select().from(portals).where(eq(portals.id, world.portalA));
    expect(after!.photo).toEqual(before!.photo);
    const stored = await fs.readdir(path.join(dataDir, 'files', 'portals', world.portalA, 'logo'));
    expect(stored).toHaveLength(1);
  });

  it('removes the logo', async () => {
    expect((await admin.delete(`/api/portals/${world.portalA}/logo`)).status).toBe(204);
    expect((await admin.get(settingsUrl(world.portalA))).body?.logo).toBeNull();
  });
});

describe('create portal', () => {
  const body = {
    name: 'Alpha Family Office',
    email: 'fo@alpha.example',
    phone: '+44 1',
    theme: 'tech',
    portalLanguage: 'en',
  };

  it("creates a portal of the admin's company on one of its subscriptions", async () => {
    const [plan] = await f.db.db
      .insert(subscriptions)
      .values({ name: 'Gold', accountsLimit: 100, advisorsLimit: 50, parentId: world.companyA })
      .returning({ id: subscriptions.id });
    const created = await admin.post('/api/portals', { ...body, subscriptionId: plan!.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [row] = await f.db.db.select().from(portals).where(eq(portals.id, created.body!.id));
    expect(row).toMatchObject({ organisationId: world.companyA, subscriptionId: plan!.id, theme: 'tech' });
    expect((await admin.get('/api/portal-subscriptions')).body?.items).toEqual([
      expect.objectContaining({ name: 'Gold', advisorsLimit: 50 }),
    ]);
    // Another company's plan is not offered and cannot be used.
    const other = await signedInClient(f, f.db.db, world.users.otherCompanyAdmin);
    expect((await other.get('/api/portal-subscriptions')).body?.items).toEqual([]);
    const refused = await other.post('/api/portals', { ...body, subscriptionId: plan!.id });
    expect(refused.status).toBe(400);
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await advisor.post('/api/portals', body)).status).toBe(403);
  });

  it('refuses a portal past the brand maximum (one in partners) with a clear message', async () => {
    const app = await buildApp({ config: testConfig(), database: f.db, brand: getBrand('partners') });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/portals',
        headers: {
          cookie: `${await sessionCookie(f.db.db, world.users.otherCompanyAdmin)}; portal_csrf=t`,
          'x-csrf-token': 't',
          'content-type': 'application/json',
        },
        payload: { ...body, theme: 'brand:partners' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'portals_limit', message: 'Your company has reached its limit of 1 portals' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('invite manager', () => {
  const invite = (client: TestClient, email: string, language = 'el') =>
    client.post(`/api/portals/${world.portalA}/manager-invitations`, {
      email,
      name: 'Maria Manager',
      language,
    });

  function activation(body: string): string {
    const match = /\/signup\?activation=([2-9A-Z]+)/.exec(body);
    if (!match) throw new Error('no /signup?activation= link in the mail');
    return match[1]!;
  }

  it('mails a Greek invitation whose link signs the invitee up as a professional of the company', async () => {
    const sent = await invite(admin, 'maria@newhire.example');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await f.smtp.waitFor((m) => m.to.includes('maria@newhire.example'));
    expect(mail.body).toContain('Γεια σας Maria Manager');
    const code = activation(mail.body);

    const guest = f.client();
    await guest.start();
    expect((await guest.post('/api/auth/manager-invitation/peek', { token: code })).body).toEqual({
      email: 'maria@newhire.example',
      name: 'Maria Manager',
      company: 'Alpha Wealth',
    });
    const accepted = await guest.post('/api/auth/manager-invitation/accept', {
      token: code,
      password: 'Longpass1',
      terms: true,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body?.user).toMatchObject({
      email: 'maria@newhire.example',
      role: 'advisor',
      isProfessional: true,
    });
    const user = await userByEmail(f.db, 'maria@newhire.example');
    expect(user).toMatchObject({ organisationId: world.companyA, isProfessional: true, userLanguage: 'el' });
    expect((await guest.get('/api/portals')).status).toBe(200);
    // Single use.
    const again = f.client();
    await again.start();
    expect(
      (
        await again.post('/api/auth/manager-invitation/accept', {
          token: code,
          password: 'Longpass1',
          terms: true,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses an invitation past the advisors limit, counting pending invitations, and at acceptance', async () => {
    const [plan] = await f.db.db
      .insert(subscriptions)
      .values({ name: 'Small', accountsLimit: 10, advisorsLimit: 4, parentId: world.companyA })
      .returning({ id: subscriptions.id });
    // The company's limit is its largest plan's: only this one now.
    await f.db.db
      .update(portals)
      .set({ subscriptionId: null })
      .where(eq(portals.organisationId, world.companyA));
    await f.db.db.update(portals).set({ subscriptionId: plan!.id }).where(eq(portals.id, world.portalA2));
    // Company A now has 3 advisors (owner, other, Maria): one place left.
    expect((await invite(admin, 'first@newhire.example', 'en')).status).toBe(200);
    const full = await invite(admin, 'second@newhire.example', 'en');
    expect([full.status, full.body?.error.message]).toEqual([
      409,
      'Your company has reached its limit of 4 advisors',
    ]);

    const mail = await f.smtp.waitFor((m) => m.to.includes('first@newhire.example'));
    await f.db.db.update(subscriptions).set({ advisorsLimit: 3 }).where(eq(subscriptions.id, plan!.id));
    const guest = f.client();
    await guest.start();
    const late = await guest.post('/api/auth/manager-invitation/accept', {
      token: activation(mail.body),
      password: 'Longpass1',
      terms: true,
    });
    expect(late.status).toBe(409);
    expect(await userByEmail(f.db, 'first@newhire.example')).toBeUndefined();
    await f.db.db.update(portals).set({ subscriptionId: null }).where(eq(portals.id, world.portalA2));
  });

  it('is for company admins only, refuses a professional, and is rate limited', async () => {
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await invite(advisor, 'x@newhire.example')).status).toBe(403);
    const other = await signedInClient(f, f.db.db, world.users.otherCompanyAdmin);
    expect((await invite(other, 'x@newhire.example')).status).toBe(404);
    const pro = await invite(admin, 'owner@alpha.example');
    expect([pro.status, pro.body?.error.code]).toEqual([409, 'already_professional']);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await invite(admin, 'owner@alpha.example')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
