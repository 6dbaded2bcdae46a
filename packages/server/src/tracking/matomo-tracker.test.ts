import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundFetchError } from '../http/retrying-json-fetch';
import { matomoTracker } from './matomo-tracker';
import { matomoServer } from './testing/matomo-server';
import { TrackerRejectedError } from './usage-tracker';

let matomo: Awaited<ReturnType<typeof matomoServer>>;
beforeAll(async () => {
  matomo = await matomoServer(7, 'secret-token');
});
afterAll(async () => {
  await matomo?.close();
});

const tracker = (overrides: { timeoutMs?: number; retries?: number } = {}) =>
  matomoTracker({
    url: matomo.url,
    siteId: 7,
    token: 'secret-token',
    timeoutMs: 2000,
    retries: 2,
    ...overrides,
  });
const pageView = { url: 'https://portal.test/accounts', action_name: 'Accounts', _id: '0123456789abcdef' };
const event = {
  url: 'https://portal.test/library',
  e_c: 'documents',
  e_a: 'download',
  _id: '0123456789abcdef',
};

describe('the Matomo tracking adapter, against a local Matomo endpoint', () => {
  it('sends page views and events in one bulk request with the site and the token', async () => {
    matomo.hits.length = 0;
    const before = matomo.requests();
    await tracker().send([pageView, event]);
    expect(matomo.requests() - before).toBe(1);
    expect(matomo.hits).toEqual([
      expect.objectContaining({ idsite: '7', rec: '1', ...pageView }),
      expect.objectContaining({ idsite: '7', rec: '1', ...event }),
    ]);
  });

  it('waits out a 429 and a 503 and then delivers', async () => {
    matomo.hits.length = 0;
    matomo.answers.push('too-many', 'unavailable');
    const before = matomo.requests();
    await tracker().send([pageView]);
    expect(matomo.requests() - before).toBe(3);
    expect(matomo.hits).toHaveLength(1);
  });

  it('gives up on a tracker that does not answer, after its retries', async () => {
    matomo.answers.push('hang', 'hang');
    const before = matomo.requests();
    await expect(tracker({ timeoutMs: 200, retries: 1 }).send([pageView])).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(matomo.requests() - before).toBe(2);
  });

  it('fails on an answer that is not Matomo’s JSON', async () => {
    matomo.answers.push('malformed');
    await expect(tracker().send([pageView])).rejects.toBeInstanceOf(OutboundFetchError);
  });

  it('reports a refused bulk (4xx) as rejected, without retrying it', async () => {
    const before = matomo.requests();
    await expect(tracker().send([{ ...pageView, idsite: '8' }])).rejects.toBeInstanceOf(TrackerRejectedError);
    expect(matomo.requests() - before).toBe(1);
  });

  it('sends nothing for no hits', async () => {
    const before = matomo.requests();
    await tracker().send([]);
    expect(matomo.requests()).toBe(before);
  });
});
