import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';

const INDEX = '<!doctype html><html data-brand="%PORTAL_BRAND%"><body><div id="root"></div></body></html>';
const FIRST_PAGE = 'accounts?page=1&pageSize=25';

describe("a signed-in page's first answers (decision 112)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;
  let dist: string;
  let world: AccessWorld;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    database = await createTestDatabase();
    world = await createAccessWorld(database.db);
    server = await startTestServer({ database, env: { WEB_DIST: dist, BRAND: 'asset-manager' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const answersOf = async (urlPath: string, cookie?: string) => {
    const html = await (await fetch(`${server.url}${urlPath}`, { headers: cookie ? { cookie } : {} })).text();
    const json = /<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!;
    return (JSON.parse(json) as { answers?: Record<string, unknown> }).answers;
  };
  const api = async (apiPath: string, cookie: string) => {
    const response = await fetch(`${server.url}/api${apiPath}`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("carries on the clients overview exactly the API's answers to the same viewer", async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    const answers = await answersOf(`/dashboard/${world.portalA}`, cookie);
    const portal = `/portals/${world.portalA}`;
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      [
        '/me/preview',
        portal,
        `${portal}/client-status`,
        `${portal}/navigation`,
        `${portal}/messages/unread-count`,
        `${portal}/${FIRST_PAGE}`,
        `${portal}/account-filters`,
      ].sort(),
    );
    for (const [apiPath, answer] of Object.entries(answers!)) {
      expect(await api(apiPath, cookie), apiPath).toEqual({ status: 200, body: answer });
    }
  });

  it('adds the entry path on `/` and follows it', async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    const answers = await answersOf('/', cookie);
    const entry = await api('/me/entry', cookie);
    expect(answers?.['/me/entry']).toEqual(entry.body);
    const landing = (entry.body as { path: string }).path;
    const portal = /^\/dashboard\/([^/]+)/.exec(landing)?.[1];
    if (portal) expect(answers).toHaveProperty([`/portals/${portal}`]);
  });

  it('keeps nothing a route refuses: another company’s portal is answered by the API alone', async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    const answers = await answersOf(`/dashboard/${world.portalB}`, cookie);
    expect((await api(`/portals/${world.portalB}`, cookie)).status).toBe(404);
    expect(Object.keys(answers ?? {}).filter((key) => key.includes(world.portalB))).toEqual([]);
  });

  it('carries no figures while the viewer must still accept the terms (§2)', async () => {
    const cookie = await sessionCookie(database.db, world.users.investor);
    const answers = await answersOf(`/dashboard/${world.portalA}`, cookie);
    expect(answers?.[`/portals/${world.portalA}/terms`]).toMatchObject({ required: true });
    expect(Object.keys(answers ?? {}).some((key) => key.includes('accounts'))).toBe(false);
  });

  it('carries the first page only when the address holds no filter, and nothing signed out', async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    const filtered = await answersOf(`/dashboard/${world.portalA}?letter=A`, cookie);
    expect(Object.keys(filtered ?? {}).some((key) => key.includes('accounts'))).toBe(false);
    expect(await answersOf(`/dashboard/${world.portalA}`)).toBeUndefined();
  });
});
