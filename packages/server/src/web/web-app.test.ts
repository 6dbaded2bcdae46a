import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import { createAccessWorld, type AccessWorld } from '../testing/fixtures';
import { sessionCookie } from '../testing/sign-in-as';
import { startTestServer, type TestServer } from '../testing/test-server';
import { NOT_BUILT_HINT, withBootData } from './web-app';

const INDEX = '<!doctype html><html data-brand="%PORTAL_BRAND%"><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;
  let dist: string;
  let world: AccessWorld;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    await fs.writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase();
    world = await createAccessWorld(database.db);
    server = await startTestServer({ database, env: { WEB_DIST: dist, BRAND: 'icelandic' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard/acme/portfolio/p-1', '/login?action=login', '/index.html'])(
    'answers %s with index.html, brand filled in, not cached',
    async (urlPath) => {
      const response = await fetch(`${server.url}${urlPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = await response.text();
      expect(html).toContain('data-brand="icelandic"');
      expect(html).not.toContain('%PORTAL_BRAND%');
    },
  );

  it.each(['/password-reset?token=abc', '/verify-email?token=abc', '/signup?invite=abc'])(
    'sends no Referer from %s, whose URL holds a token',
    async (urlPath) => {
      const response = await fetch(`${server.url}${urlPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  const bootOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="portal-boot">([^<]*)<\/script>/.exec(html)![1]!) as {
      session: { user: { id: string } } | null;
    };

  it('tells a signed-out page it is signed out and hands out the CSRF cookie, as the session route would', async () => {
    const response = await fetch(`${server.url}/login`);
    expect(bootOf(await response.text())).toEqual({ session: null });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_csrf='))).toBe(true);
  });

  it("puts the session route's answer in a signed-in page", async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor);
    const page = await fetch(`${server.url}/dashboard/x`, { headers: { cookie } });
    const route = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
    // The session route's answer is never cached; nor is a page that carries it (ASVS 14.3.2).
    expect(route.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const boot = bootOf(await page.text());
    expect(boot.session?.user.id).toBe(world.users.ownerAdvisor);
    expect(boot).toMatchObject(pick((await route.json()) as { user: unknown }));
  });

  it('leaves the session to the route when the second factor is due', async () => {
    const cookie = await sessionCookie(database.db, world.users.ownerAdvisor, false);
    const html = await (await fetch(`${server.url}/`, { headers: { cookie } })).text();
    expect(html).not.toContain('portal-boot');
  });

  it('escapes `<` in the boot data, so no string in it can end the element', () => {
    const html = withBootData('<div id="root"></div>', {
      session: { user: { name: '</script><script>x()' } },
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('keeps strict-origin-when-cross-origin on other pages (the Origin check needs it)', async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers /robots.txt as text: sign-in pages open to crawlers, signed-in screens and the API not', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /dashboard/');
    expect(text).toContain('Disallow: /api/');
    expect(text).not.toContain('<');
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await fetch(`${server.url}/assets/gone-000.js`);
    expect(response.status).toBe(404);
  });

  it.each(['/api/nothing', '/api', '/api/health/extra'])(
    'never falls back to index.html for %s',
    async (urlPath) => {
      const response = await fetch(`${server.url}${urlPath}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Page not found.' } });
    },
  );

  it('does not answer non-GET requests with the page', async () => {
    const response = await fetch(`${server.url}/dashboard`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('without a built web app', () => {
  it('answers / with a plain-text hint to build it', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database });
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(NOT_BUILT_HINT);
      expect(NOT_BUILT_HINT).toContain('npm run build');
      expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});

/** The session answer without its expiry, which the two reads may each slide forward. */
function pick(body: { user: unknown }) {
  return { session: { user: body.user } };
}
