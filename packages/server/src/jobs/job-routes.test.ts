import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from '../admin/admin-harness';
import { buildApp } from '../app';
import { sessionCookie } from '../testing/sign-in-as';
import { testConfig } from '../testing/test-server';
import { startJobEngine, type JobEngine } from './job-engine';
import { QUEUES } from './queues';

/** The admin Jobs API over a real engine: who may list, retry and start jobs, and what they see. */
let h: AdminHarness;
let jobs: JobEngine;
let failNext = true;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const failing = {
  name: 'test-api',
  policy: 'standard',
  retryLimit: 0,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  manual: false,
} as const;

async function until(probe: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  h = await startAdminHarness({}, async (db) => {
    jobs = await startJobEngine(db, {
      logger: quiet,
      work: true,
      schedules: false,
      queues: [...QUEUES, failing],
      pollingIntervalSeconds: 0.5,
    });
    return { jobs };
  });
  await jobs.work('test-api', async () => {
    if (failNext) throw new Error('rate service timed out');
  });
});
afterAll(async () => {
  await jobs?.stop({ timeoutMs: 1000 });
  await h?.close();
});

const asAdmin = (method: string, url: string) => h.call(h.world.users.admin, method, url);

describe('admin jobs API', () => {
  it('lists a failed job with its error, retries it once, and refuses to retry a job that has not failed', async () => {
    const id = (await jobs.send('test-api', { portalId: h.world.portalA }))!;
    await until(async () => (await jobs.find(id))?.state === 'failed');
    const failed = await asAdmin('GET', '/api/admin/jobs?state=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({ id, queue: 'test-api', state: 'failed', error: 'rate service timed out' }),
    ]);
    expect(failed.body.jobs[0]).not.toHaveProperty('data');
    expect(failed.body.queues).toContainEqual({ name: 'bigben', manual: true });

    failNext = false;
    expect((await asAdmin('POST', `/api/admin/jobs/${id}/retry`)).status).toBe(204);
    await until(async () => (await jobs.find(id))?.state === 'completed');
    expect((await asAdmin('POST', `/api/admin/jobs/${id}/retry`)).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/jobs/not-a-uuid/retry')).status).toBe(404);
  });

  it("shows another company's admin company-wide jobs but not this company's portal jobs", async () => {
    failNext = true;
    const mine = (await jobs.send('test-api', { portalId: h.world.portalA }))!;
    const theirs = (await jobs.send('test-api', { portalId: h.world.portalB }))!;
    const everyones = (await jobs.send('test-api', {}))!;
    await until(async () => (await jobs.find(everyones))?.state === 'failed');
    await until(async () => (await jobs.find(mine))?.state === 'failed');
    const seen = await h.call(h.world.users.otherCompanyAdmin, 'GET', '/api/admin/jobs?queue=test-api');
    const ids = seen.body.jobs.map((job: { id: string }) => job.id);
    expect(ids).toContain(theirs);
    expect(ids).toContain(everyones);
    expect(ids).not.toContain(mine);
    expect(
      (await h.call(h.world.users.otherCompanyAdmin, 'POST', `/api/admin/jobs/${mine}/retry`)).status,
    ).toBe(404);
    expect(
      (await asAdmin('GET', '/api/admin/jobs?queue=test-api')).body.jobs.map((j: { id: string }) => j.id),
    ).toEqual(expect.arrayContaining([mine, everyones]));
  });

  it('starts the daily update by hand once, and only queues marked manual', async () => {
    const first = await asAdmin('POST', '/api/admin/jobs/bigben/start');
    expect(first).toMatchObject({ status: 200, body: { id: expect.any(String), alreadyQueued: false } });
    const again = await asAdmin('POST', '/api/admin/jobs/bigben/start');
    expect(again.body).toEqual({ id: first.body.id, alreadyQueued: true });
    expect((await asAdmin('POST', '/api/admin/jobs/revalue-portfolio/start')).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/jobs/no such queue/start')).status).toBe(400);
    const queued = await asAdmin('GET', '/api/admin/jobs?state=queued&queue=bigben');
    expect(queued.body.jobs.map((job: { id: string }) => job.id)).toEqual([first.body.id]);
  });

  it('refuses advisors and investors, and bounds the query', async () => {
    for (const user of [h.world.users.ownerAdvisor, h.world.users.investor]) {
      expect((await h.call(user, 'GET', '/api/admin/jobs')).status).toBe(403);
      expect((await h.call(user, 'POST', '/api/admin/jobs/bigben/start')).status).toBe(403);
    }
    expect((await asAdmin('GET', '/api/admin/jobs?state=lost')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/jobs?page=0')).status).toBe(400);
  });

  it('answers 503 where the app runs without a job engine', async () => {
    const app = await buildApp({ config: testConfig(), database: h.db });
    try {
      const cookie = await sessionCookie(h.db.db, h.world.users.admin);
      const response = await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('jobs_unavailable');
    } finally {
      await app.close();
    }
  });
});
