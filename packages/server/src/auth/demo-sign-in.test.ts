import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoData } from '../seed/index';
import { seededCopy } from '../seed/seeded-copy';
import type { SeededDatabase } from '../seed/test-support';
import { startTestServer, type TestServer } from '../testing/test-server';
import { TestClient } from './testing/http-client';

let seeded: SeededDatabase;
let server: TestServer;
beforeAll(async () => {
  seeded = await seededCopy();
  server = await startTestServer({ database: seeded.db });
});
afterAll(async () => {
  await server?.close();
  await seeded?.drop();
});

describe('demo sign-ins on a seeded database', () => {
  it('signs in every demo role with the documented password', async () => {
    const signIns = await ensureDemoData(seeded.db, { brand: 'asset-manager', storage: seeded.storage });
    const investor = signIns.find((s) => s.role === 'investor')!;
    const web = new TestClient(server.url);
    const response = await web.signIn(investor.email, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body?.user).toMatchObject({ email: investor.email, role: 'investor' });
    for (const role of ['advisor', 'admin'] as const) {
      const entry = signIns.find((s) => s.role === role)!;
      const signedIn = await new TestClient(server.url).signIn(entry.email, DEMO_PASSWORD);
      expect(signedIn.body?.user.role).toBe(role);
    }
  });
});
