import { getBrand } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { signedInFrame, type SignedInFrames } from './signed-in-frame';

const brand = getBrand('demo');
const marks = { title: '%T%', portal: '__P__', initials: '\uE000\uE001' };
const markup = (theme: string, lng: string, viewer: string) =>
  `<div id="first-frame" data-theme="${theme}" data-lng="${lng}" data-viewer="${viewer}"><a href="/dashboard/__P__">x</a>` +
  `<span aria-label="\uE000\uE001, menu">\uE000\uE001</span><h1>%T%</h1></div>`;
const frame = (theme: string, lng: string) => ({
  staff: markup(theme, lng, 'staff'),
  client: markup(theme, lng, 'client'),
});
const built: SignedInFrames = {
  marks,
  frames: {
    'brand:demo': { en: frame('brand:demo', 'en'), el: frame('brand:demo', 'el') },
    dark: { en: frame('dark', 'en'), el: frame('dark', 'el') },
  },
};
const portal = 'p 1';
const answers = (overrides: Record<string, unknown> = {}) => ({
  '/me/entry': { path: '/dashboard/p%201' },
  '/me/preview': { preview: null },
  '/portals/p%201': { name: "Harbour & <Vale> $& $'", theme: 'dark' },
  '/portals/p%201/navigation': { items: [{ key: 'home' }] },
  '/portals/p%201/accounts?page=1&pageSize=25': { rows: [] },
  ...overrides,
});
const session = {
  user: { name: 'Ása "Björk"', email: 'asa@example.is', userLanguage: 'el', isProfessional: true },
};
const first = (boot: object, landing = `/dashboard/${encodeURIComponent(portal)}`) =>
  signedInFrame(built, brand, landing, boot);

describe('signedInFrame', () => {
  it("fills the portal's name, address and the user's initials, escaped, in the portal's theme and the user's language", () => {
    const result = first({ session, answers: answers() })!;
    expect(result.lang).toBe('el');
    expect(result.html).toContain('data-theme="dark" data-lng="el" data-viewer="staff"');
    // `$&` and `$'` stay text: no part of the markup is copied in.
    expect(result.html).toContain('<h1>Harbour &amp; &lt;Vale&gt; $&amp; $&#39;</h1>');
    expect(result.html).toContain('href="/dashboard/p%201"');
    expect(result.html).toContain('aria-label="Á&quot;, menu">Á&quot;</span>');
    expect(result.html).not.toMatch(/%T%|__P__|\uE000/);
  });

  it("falls back to the brand's theme and language when the build has none of the portal's or the user's", () => {
    const result = first({
      session: { user: { ...session.user, userLanguage: 'is' } },
      answers: answers({ '/portals/p%201': { name: 'P', theme: 'tech' } }),
    })!;
    expect(result.lang).toBe(brand.defaultLocale);
    expect(result.html).toContain('data-theme="brand:demo"');
    const client = first({
      session: { user: { ...session.user, isProfessional: false } },
      answers: answers(),
    })!;
    expect(client.html).toContain('data-viewer="client"');
  });

  it('draws nothing unless the page carries the overview, its menu and no preview', () => {
    expect(first({ session, answers: answers() }, '/dashboard/p%201/messages')).toBeUndefined();
    // No first page: the terms are due, or the address has a filter (boot-answers.ts).
    expect(
      first({ session, answers: answers({ '/portals/p%201/accounts?page=1&pageSize=25': undefined }) }),
    ).toBeUndefined();
    expect(
      first({ session, answers: answers({ '/portals/p%201/navigation': { items: [] } }) }),
    ).toBeUndefined();
    expect(
      first({ session, answers: answers({ '/me/preview': { preview: { accountId: 'a' } } }) }),
    ).toBeUndefined();
    expect(first({ session, answers: answers({ '/portals/p%201': undefined }) })).toBeUndefined();
    expect(first({ session: null, answers: answers() })).toBeUndefined();
    expect(
      signedInFrame(undefined, brand, '/dashboard/p%201', { session, answers: answers() }),
    ).toBeUndefined();
  });
});
