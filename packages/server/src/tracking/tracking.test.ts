import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackerHits } from '../db/schema/index';
import { startAccessHarness, type AccessHarness } from '../testing/access-harness';
import { sessionCookie } from '../testing/sign-in-as';
import { matomoTracker } from './matomo-tracker';
import { matomoServer } from './testing/matomo-server';
import { startJobEngine } from '../jobs/job-engine';
import { flushTrackerHits } from './tracker-outbox';
import { TRACKER_QUEUE, workTracker } from './tracker-jobs';

let h: AccessHarness;
let matomo: Awaited<ReturnType<typeof matomoServer>>;
const PUBLIC_URL = 'https://portal.test';

beforeAll(async () => {
  matomo = await matomoServer(3, 'tracker-token');
  h = await startAccessHarness({
    // A brand with the public site (and its cookie notice).
    BRAND: 'partners',
    PUBLIC_URL,
    TRACKER_URL: matomo.url,
    TRACKER_SITE_ID: '3',
    TRACKER_TOKEN: 'tracker-token',
  });
});
afterAll(async () => {
  await h?.close();
  await matomo?.close();
});
beforeEach(async () => {
  await h.db.db.delete(trackerHits);
  matomo.hits.length = 0;
});

const tracker = () =>
  matomoTracker({ url: matomo.url, siteId: 3, token: 'tracker-token', timeoutMs: 2000, retries: 1 });

let saves = 0;
/** A page visit and a settings save (an activity-log event) by the company admin. */
async function browse(consent: boolean) {
  saves += 1;
  const { portalA, users } = h.world;
  const cookie = [
    'portal_csrf=t',
    await sessionCookie(h.db.db, users.admin),
    ...(consent ? ['cookiesAccepted=true'] : []),
  ].join('; ');
  const headers = { cookie, 'x-csrf-token': 't', referer: `${PUBLIC_URL}/settings/${portalA}` };
  const visit = await h.app.inject({
    method: 'POST',
    url: `/api/portals/${portalA}/activity/page-visits`,
    headers,
    payload: { path: `/accounts/${portalA}?tab=2`, section: 'accounts' },
  });
  expect(visit.statusCode).toBe(204);
  const save = await h.app.inject({
    method: 'PATCH',
    url: `/api/portals/${portalA}/settings`,
    headers,
    payload: { name: `Alpha ${saves}` },
  });
  expect(save.statusCode).toBe(200);
}

describe('usage tracker (§7), forwarded with consent only', () => {
  it('sends nothing for a visitor who has not accepted cookies', async () => {
    await browse(false);
    expect(await h.db.db.select().from(trackerHits)).toEqual([]);
    expect(await flushTrackerHits(h.db.db, tracker())).toEqual({ sent: 0, dropped: 0 });
    expect(matomo.hits).toEqual([]);
  });

  it('with consent, a page view and an event reach the tracker, without ids or personal data', async () => {
    await browse(true);
    expect(await flushTrackerHits(h.db.db, tracker())).toEqual({ sent: 2, dropped: 0 });
    expect(await h.db.db.select().from(trackerHits)).toEqual([]);
    const [view, event] = matomo.hits;
    expect(view).toMatchObject({
      idsite: '3',
      rec: '1',
      url: `${PUBLIC_URL}/accounts/:id`,
      action_name: 'accounts',
    });
    expect(event).toMatchObject({ url: `${PUBLIC_URL}/settings/:id`, e_c: 'portals', e_a: 'save' });
    expect(view?._id).toMatch(/^[0-9a-f]{16}$/);
    expect(event?._id).toBe(view?._id);
    const sent = JSON.stringify(matomo.hits);
    for (const secret of [h.world.users.admin, h.world.portalA, 'admin@alpha.example', '127.0.0.1'])
      expect(sent).not.toContain(secret);
  });

  it('keeps the hits when the tracker is down, and sends them on the next flush', async () => {
    await browse(true);
    matomo.answers.push('unavailable', 'unavailable');
    await expect(flushTrackerHits(h.db.db, tracker())).rejects.toThrow();
    expect(await h.db.db.select().from(trackerHits)).toHaveLength(2);
    expect(await flushTrackerHits(h.db.db, tracker())).toEqual({ sent: 2, dropped: 0 });
    expect(matomo.hits).toHaveLength(2);
  });

  it('tracks a public-site page view only after the cookie notice was accepted', async () => {
    const page = (cookie?: string) =>
      h.app.inject({ method: 'GET', url: '/posts', headers: cookie ? { cookie } : {} });
    expect((await page()).statusCode).toBe(200);
    expect(await h.db.db.select().from(trackerHits)).toEqual([]);
    expect((await page('cookiesAccepted=true')).statusCode).toBe(200);
    await flushTrackerHits(h.db.db, tracker());
    expect(matomo.hits).toEqual([
      expect.objectContaining({ url: `${PUBLIC_URL}/posts`, action_name: expect.any(String) }),
    ]);
  });

  it('is sent by the track-usage job on the job engine', async () => {
    await browse(true);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const jobs = await startJobEngine(h.db, {
      logger: quiet,
      work: true,
      schedules: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const settings = { url: matomo.url, siteId: 3, token: 'tracker-token', timeoutMs: 2000, retries: 1 };
      await workTracker(jobs, h.db.db, { tracker: settings, clock: { timezone: 'Europe/London' } }, quiet);
      await jobs.send(TRACKER_QUEUE, {});
      // The job deletes the batch once Matomo has answered: wait for both, not only the delivery.
      const left = async () => (await h.db.db.select().from(trackerHits)).length;
      const deadline = Date.now() + 20_000;
      while ((matomo.hits.length < 2 || (await left()) > 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(matomo.hits.map((hit) => hit.e_a ?? 'view')).toEqual(['view', 'save']);
      expect(await h.db.db.select().from(trackerHits)).toEqual([]);
    } finally {
      await jobs.stop({ timeoutMs: 1000 });
    }
  });
});
