import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthFixture, type AuthFixture } from '../auth/testing/auth-fixture';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
  await f.createUser({ email: 'admin@example.org', isAdmin: true });
  await f.createUser({ email: 'investor@example.org' });
});
afterAll(async () => f?.close());

describe('GET /api/dev/outbox', () => {
  it('lists the newest mails to an admin, and to nobody else', async () => {
    const guest = f.client();
    await guest.start();
    await guest.post('/api/auth/password-reset', { email: 'investor@example.org' });
    await f.smtp.waitFor((m) => m.to.includes('investor@example.org'));

    expect((await f.client().get('/api/dev/outbox')).status).toBe(401);
    const investor = f.client();
    await investor.signIn('investor@example.org', 'Secret-pass-1');
    expect((await investor.get('/api/dev/outbox')).status).toBe(403);

    const admin = f.client();
    await admin.signIn('admin@example.org', 'Secret-pass-1');
    const listed = await admin.get('/api/dev/outbox');
    expect(listed.status).toBe(200);
    expect(listed.body?.mails[0]).toMatchObject({ to: 'investor@example.org', status: 'sent' });
  });
});
