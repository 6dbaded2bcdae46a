import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getBrand } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/index';
import { planIdentities } from './clients/identities';
import { createContext } from './generate';
import { CLIENTS_PER_PORTAL, seedPortal } from './portal';
import { SEED_TABLES } from './tables';
import { TEST_AS_OF } from './test-support';
import { SeedWriter } from './writer/seed-writer';

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A portal of a seed at `scale`, generated without a database (only its clients are planned). */
async function portalAt(scale: number) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-scale-'));
  folders.push(dir);
  const writer = new SeedWriter({ copy: async () => undefined }, SEED_TABLES);
  const ctx = createContext(writer, {
    brand: getBrand('asset-manager'),
    scale,
    seed: 'demo',
    asOf: TEST_AS_OF,
    passwordHash: 'not-hashed',
    storage: createLocalStorage(path.join(dir, 'files')),
  });
  const portal = await seedPortal(ctx, 0);
  await ctx.files.drain();
  return { portal, identities: planIdentities(ctx, portal) };
}

// The seed's scale multiplies the clients (and the advisors who look after them). Checked here, on a
// portal, rather than by seeding a database at scale 2 (cli.test.ts did, for a minute a run; decision 135).
// No database: the PostgreSQL pass (.ci/run) would repeat it exactly (decision 101).
describe.skipIf(Boolean(process.env.DATABASE_URL))('a seeded portal at a scale', () => {
  it('has scale times the clients of scale 1, and three advisors a scale', async () => {
    const one = await portalAt(1);
    const three = await portalAt(3);
    expect(one.portal.clients).toBe(CLIENTS_PER_PORTAL);
    expect(three.portal.clients).toBe(3 * CLIENTS_PER_PORTAL);
    expect(three.identities).toHaveLength(3 * CLIENTS_PER_PORTAL);
    expect(new Set(three.identities.map((identity) => identity.email)).size).toBe(3 * CLIENTS_PER_PORTAL);
    expect(one.portal.advisors).toHaveLength(3);
    expect(three.portal.advisors).toHaveLength(9);
  });
});
