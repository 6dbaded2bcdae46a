import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { organisations, portals, sms } from '../../db/schema/index';
import { startAuthFixture, type AuthFixture } from '../testing/auth-fixture';
import { multiFactorOf, signInAndSendPin } from './testing/mfa-helpers';

let f: AuthFixture;
beforeAll(async () => {
  f = await startAuthFixture();
});
afterAll(async () => f?.close());
afterEach(() => vi.useRealTimers());

describe('PIN attempt limit and SMS outbox', () => {
  it('answers 429 after 5 wrong PINs in 15 minutes and voids the PIN', async () => {
    const START = new Date('2026-03-02T08:00:00Z').getTime();
    const email = 'guess@example.org';
    const userId = await f.createUser({ email, mfaEnabled: true });
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const web = f.client();
    const pin = await signInAndSendPin(f, web, email);
    const wrong = pin === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await web.post('/api/auth/pin/verify', { pin: wrong })).status).toBe(400);
    const limited = await web.post('/api/auth/pin/verify', { pin });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await multiFactorOf(f, userId)).hasCode).toBe(false);

    // After the window the right PIN is still no good: it was voided.
    vi.setSystemTime(START + 15 * 60_000 + 1000);
    expect((await web.post('/api/auth/pin/verify', { pin })).status).toBe(400);
  });

  it('sends the PIN by SMS into the outbox of the user’s first portal without a provider', async () => {
    const [organisation] = await f.db.db.insert(organisations).values({ name: 'Org' }).returning();
    const [portal] = await f.db.db
      .insert(portals)
      .values({ name: 'Portal', organisationId: organisation!.id })
      .returning();
    const email = 'text@example.org';
    const userId = await f.createUser({
      email,
      mfaEnabled: true,
      phone: '+3545551234',
      organisationId: organisation!.id,
    });
    const web = f.client();
    const answer = await web.signIn(email, 'Secret-pass-1');
    expect(answer.body?.channels).toEqual(['email', 'sms']);
    expect((await web.post('/api/auth/pin/send', { channel: 'sms' })).status).toBe(202);
    await vi.waitFor(async () => {
      const rows = await f.db.db.select().from(sms).where(eq(sms.userId, userId));
      expect(rows).toHaveLength(1);
    });
    const [row] = await f.db.db.select().from(sms).where(eq(sms.userId, userId));
    expect(row!.portalId).toBe(portal!.id);
    expect(row!.toPhone).toBe('+3545551234');
    const pin = /^(\d{6}) /.exec(row!.body)![1]!;
    expect((await web.post('/api/auth/pin/verify', { pin })).status).toBe(200);
  });

  it('refuses the SMS channel to a user without a phone number', async () => {
    await f.createUser({ email: 'nophone@example.org', mfaEnabled: true });
    const web = f.client();
    await web.signIn('nophone@example.org', 'Secret-pass-1');
    expect((await web.post('/api/auth/pin/send', { channel: 'sms' })).status).toBe(400);
  });
});
