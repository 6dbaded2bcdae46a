import { describe, expect, it } from 'vitest';

import { readBootData } from './boot-data';

const page = (body: string) =>
  new DOMParser().parseFromString(`<html><body>${body}</body></html>`, 'text/html');

describe('readBootData', () => {
  it('reads the session the server put in the page, or that nobody is signed in', () => {
    const user = { id: 'u1', email: 'a@example.com' };
    const signedIn = `<script type="application/json" id="portal-boot">${JSON.stringify({ session: { user } })}</script>`;
    expect(readBootData(page(signedIn))).toEqual({ session: { user } });
    const signedOut = '<script type="application/json" id="portal-boot">{"session":null}</script>';
    expect(readBootData(page(signedOut))).toEqual({ session: null });
  });

  it('reads the first answers a signed-in page brought along', () => {
    const answers = { '/me/preview': { preview: null } };
    const html = `<script type="application/json" id="portal-boot">${JSON.stringify({ session: null, answers })}</script>`;
    expect(readBootData(page(html))?.answers).toEqual(answers);
  });

  it('has nothing to say without the element or with something unreadable in it', () => {
    expect(readBootData(page('<div id="root"></div>'))).toBeUndefined();
    expect(
      readBootData(page('<script type="application/json" id="portal-boot">{oops</script>')),
    ).toBeUndefined();
    expect(
      readBootData(page('<script type="application/json" id="portal-boot">{}</script>')),
    ).toBeUndefined();
  });
});
