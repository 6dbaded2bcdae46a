import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellHtml } from './shell-html';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta name="portal-brand" content="%PORTAL_BRAND%" />',
  '<title>Portal</title><script type="module" crossorigin src="/assets/app-core-1.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('the SPA shell per brand', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
    fs.mkdirSync(path.join(dist, 'prerender'));
    fs.mkdirSync(path.join(dist, '.vite'));
    const backdrop = {
      lang: 'el',
      description: 'Λογαριασμοί & "έγγραφα"',
      html: '<main>Καλώς ήρθατε</main>',
    };
    fs.writeFileSync(path.join(dist, 'prerender', 'greek.json'), JSON.stringify(backdrop));
    const frame = (lng: string) => `<div id="first-frame" data-lng="${lng}"><h1>%T%</h1></div>`;
    const frames = {
      marks: { title: '%T%', portal: '__P__', initials: '\uE000\uE001' },
      frames: { 'brand:greek': { el: { staff: frame('el'), client: frame('el') } } },
    };
    fs.writeFileSync(path.join(dist, 'prerender', 'greek.signed-in.json'), JSON.stringify(frames));
    const manifest = {
      '_app-core-1.js': { file: 'assets/app-core-1.js', name: 'app-core' },
      '_inputs-3.js': { file: 'assets/inputs-3.js', name: 'inputs', imports: ['_app-core-1.js'] },
      '_login-2.js': {
        file: 'assets/login-2.js',
        name: 'login',
        imports: ['_app-core-1.js', '_inputs-3.js'],
      },
      'src/admin.tsx': { file: 'assets/admin-4.js', name: 'admin', imports: ['_app-core-1.js'] },
      '_shell-5.js': {
        file: 'assets/shell-5.js',
        name: 'shell',
        imports: ['_app-core-1.js', '_inputs-3.js'],
      },
      'src/i18n/locales/features/el.ts': { file: 'assets/el-6.js', name: 'el' },
      'src/i18n/locales/features/en.ts': { file: 'assets/en-9.js', name: 'en' },
      'src/features/clients/dashboard-home.tsx': {
        file: 'assets/dashboard-home-7.js',
        name: 'dashboard-home',
        imports: ['_app-core-1.js', '_shell-5.js', '_table-8.js'],
      },
      '_table-8.js': { file: 'assets/table-8.js', name: 'table', imports: ['_app-core-1.js'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const screens = { 'dashboard-portal': 'src/features/clients/dashboard-home.tsx' };
    fs.writeFileSync(path.join(dist, 'route-screens.json'), JSON.stringify(screens));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('draws the prerendered backdrop on the sign-in pages only, in its language, with their chunks preloaded', () => {
    const { plain, signIn } = shellHtml(dist, TEMPLATE, 'greek');
    expect(signIn).toContain('<div id="root"><main>Καλώς ήρθατε</main></div>');
    expect(plain).toContain('<div id="root"></div>');
    for (const html of [plain, signIn]) {
      expect(html).toContain('<html lang="el">');
      expect(html).toContain('content="greek"');
      expect(html).toContain('<title>Hellenic Wealth Portal</title>');
      expect(html).toContain('<meta name="description" content="Λογαριασμοί &amp; &quot;έγγραφα&quot;" />');
    }
    const preloads = [...signIn.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    // The entry is already a script of the page; the admin chunk is not the sign-in route's.
    expect(preloads).toEqual(['/assets/login-2.js', '/assets/inputs-3.js']);
    expect(plain).not.toContain('modulepreload');
  });

  it('serves index.html with the brand filled in when the build has no prerendered backdrop', () => {
    const { plain, signIn } = shellHtml(dist, TEMPLATE, 'partners');
    expect(signIn).toBe(plain);
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('content="partners"');
    expect(plain).not.toContain('name="description"');
    expect(plain).toContain('<div id="root"></div>');
  });

  it("preloads on a signed-in page the frame, the brand language's texts and the screen of its path", () => {
    const { plain, signedIn } = shellHtml(dist, TEMPLATE, 'greek');
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const frame = ['/assets/shell-5.js', '/assets/inputs-3.js', '/assets/el-6.js'];
    expect(preloads(signedIn(plain, '/dashboard/p-1', {}))).toEqual([
      ...frame,
      '/assets/dashboard-home-7.js',
      '/assets/table-8.js',
    ]);
    // A path of no screen (or one the build did not list) gets the frame only.
    expect(preloads(signedIn(plain, '/no/such/screen', {}))).toEqual(frame);
  });

  it("lays the first frame, filled in, before the app's root of the clients overview the page carries", () => {
    const { plain, signedIn } = shellHtml(dist, TEMPLATE, 'greek');
    const boot = {
      session: { user: { name: 'Νίκος Π', email: 'n@example.gr', isProfessional: true } },
      answers: {
        '/me/preview': { preview: null },
        '/portals/p-1': { name: 'Αιγαίο <b>', theme: 'brand:greek' },
        '/portals/p-1/navigation': { items: [{ key: 'clients' }] },
        '/portals/p-1/accounts?page=1&pageSize=25': { rows: [] },
      },
    };
    const html = signedIn(plain, '/dashboard/p-1', boot);
    expect(html).toContain(
      '<div id="first-frame" data-lng="el"><h1>Αιγαίο &lt;b&gt;</h1></div>\n    <div id="root">',
    );
    expect(html).toContain('<html lang="el"');
    // Any other screen, or the overview without its first answers (terms due), has none.
    expect(signedIn(plain, '/dashboard/p-1/messages', boot)).not.toContain('first-frame');
    expect(signedIn(plain, '/dashboard/p-1', { ...boot, answers: {} })).not.toContain('first-frame');
  });
});
