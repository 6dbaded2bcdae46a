import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, logs, portals, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/password';
import { signedInClient } from '../../auth/testing/signed-in-client';
import { startAuthFixture, type AuthFixture } from '../../auth/testing/auth-fixture';
import { createAccessWorld, type AccessWorld } from '../../testing/fixtures';

// §7 sendEmail and verifyEmail {uid, verified} as admin operations (issue 18 item 12): a company
// admin on the company's users, through the real mailer to a real SMTP server; audited.
let f: AuthFixture;
let world: AccessWorld;
beforeAll(async () => {
  f = await startAuthFixture();
  world = await createAccessWorld(f.db.db);
});
afterAll(async () => {
  await f?.close();
});

const auditOf = (userId: string, action: string) =>
  f.db.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));

describe('admin sends a mail to a user (§7 sendEmail)', () => {
  it("mails a client of the company's portal, escaped, in paragraphs, and records who sent it", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const sent = await admin.post(`/api/admin/users/${world.users.investor}/email`, {
      subject: 'Your annual review',
      body: 'Dear Ada,\n\nPlease book a time. <script>alert(1)</script>',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true });
    const mail = await f.smtp.waitFor((m) => m.to.includes('investor@clients.example'));
    expect(mail.body).toContain('Your annual review');
    expect(mail.body).toContain('&lt;script&gt;');
    // The HTML part escapes it (the plain-text part may show it as text).
    expect(mail.body).not.toMatch(/<p[^>]*>[^<]*<script>/);
    expect(mail.body).toMatch(/<p[^>]*>Dear Ada,<\/p>/);
    const [audit] = await auditOf(world.users.investor, 'send-email');
    expect(audit).toMatchObject({ createdBy: world.users.admin, collection: 'users' });
    expect(audit!.changes).toMatchObject({ subject: [null, 'Your annual review'] });
    const activity = await f.db.db
      .select()
      .from(logs)
      .where(and(eq(logs.entityId, world.users.investor), eq(logs.collection, 'users')));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ createdBy: world.users.admin });
    // Filed under one of the admin's company's portals (its first; portals made together tie on time).
    const [filedUnder] = await f.db.db
      .select({ organisationId: portals.organisationId })
      .from(portals)
      .where(eq(portals.id, activity[0]!.portalId!));
    const [adminPortal] = await f.db.db
      .select({ organisationId: portals.organisationId })
      .from(portals)
      .where(eq(portals.id, world.portalA));
    expect(filedUnder!.organisationId).toBe(adminPortal!.organisationId);
  });

  it('refuses a missing subject, an over-long body, a two-line subject and unknown fields', async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const url = `/api/admin/users/${world.users.investor}/email`;
    expect((await admin.post(url, { body: 'x' })).status).toBe(400);
    expect((await admin.post(url, { subject: 'S', body: 'x'.repeat(5001) })).status).toBe(400);
    expect((await admin.post(url, { subject: 'S\r\nBcc: x@y.z', body: 'x' })).status).toBe(400);
    const extra = await admin.post(url, { subject: 'S', body: 'x', email: 'someone@else.example' });
    expect(extra.status).toBe(400);
    expect(extra.body?.error.code).toBe('validation_error');
  });

  it("answers 404 for another company's users and unknown ids; non-admins are refused", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const body = { subject: 'Hello', body: 'Text' };
    for (const id of [world.users.otherPortalInvestor, world.users.otherCompanyAdmin, 'not-a-uuid'])
      expect((await admin.post(`/api/admin/users/${id}/email`, body)).status).toBe(404);
    const advisor = await signedInClient(f, f.db.db, world.users.ownerAdvisor);
    expect((await advisor.post(`/api/admin/users/${world.users.investor}/email`, body)).status).toBe(403);
    const other = await signedInClient(f, f.db.db, world.users.otherCompanyAdmin);
    expect((await other.post(`/api/admin/users/${world.users.investor}/email`, body)).status).toBe(404);
    expect(f.smtp.mails.filter((m) => m.to.includes('beta-client@clients.example'))).toHaveLength(0);
  });
});

describe('admin marks a user’s address verified or not (§7 verifyEmail)', () => {
  it('unverified: password sign-in is refused; verified again: it works; both audited', async () => {
    await f.db.db
      .update(users)
      .set({ passwordHash: await hashPassword('Secret-pass-1') })
      .where(eq(users.id, world.users.investor));
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const url = `/api/admin/users/${world.users.investor}/email-verified`;

    const off = await admin.request('PUT', url, { verified: false });
    expect(off.body).toEqual({ verified: false, verifiedAt: null });
    const refused = await f.client().signIn('investor@clients.example', 'Secret-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body?.error.code).toBe('email_not_verified');

    const on = await admin.request('PUT', url, { verified: true });
    expect(on.status).toBe(200);
    expect(on.body?.verified).toBe(true);
    const signedIn = await f.client().signIn('investor@clients.example', 'Secret-pass-1');
    expect(signedIn.status).toBe(200);

    // Verified again: nothing changes, nothing more is recorded.
    await admin.request('PUT', url, { verified: true });
    const audits = await auditOf(world.users.investor, 'verify-email');
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.createdBy === world.users.admin)).toBe(true);
  });

  it("leaves another company's users alone", async () => {
    const admin = await signedInClient(f, f.db.db, world.users.admin);
    const url = `/api/admin/users/${world.users.otherPortalInvestor}/email-verified`;
    expect((await admin.request('PUT', url, { verified: false })).status).toBe(404);
    expect((await admin.request('PUT', url, { verified: 'no' })).status).toBe(400);
    const [row] = await f.db.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, world.users.otherPortalInvestor));
    expect(row!.at).toBeInstanceOf(Date);
  });
});
