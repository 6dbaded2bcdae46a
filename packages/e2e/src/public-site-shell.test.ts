import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import type { RunningPortal } from './support/portal-server';
import { sharedPortal } from './support/shared-portals';

// The partners public site's shell (issue 17, §2) in Chromium at 390 and 1440 px: the header site
// map in page order, the channel switcher (the channel cookie kept a month, the site map and the
// posts narrowed to the channel, Reset channel), and the header shrinking after 150 px of scroll.
// The demo seed names two channels: 'Charities' and 'Private clients' (Client reports is one).
let browser: Browser;
let portal: RunningPortal;
/** Pictures for people to look at, also kept outside the repository. */
const SHOTS = process.env.SITESHELL_SHOTS ?? '/tmp/siteshell-shots';

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('partners')]);
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  await saveScreenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const siteMapOf = (page: Page) => page.locator('nav.site-nav a').allTextContents();
const channelCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'channel');

describe.each(['narrow', 'wide'] as const)('public site shell at %s', (viewport) => {
  it('lists the site map in page order and switches the channel, kept in a cookie, until Reset', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    // The notice would cover the foot of the page in the pictures; it has its own test.
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: portal.baseUrl }]);
    const page = await context.newPage();
    try {
      await page.goto(`${portal.baseUrl}/`);
      expect(await siteMapOf(page)).toEqual(['Home', 'Services', 'Insights', 'Client reports', 'Contact']);
      expect(await page.locator('nav.site-nav a').first().getAttribute('href')).toBe('/home');
      await shot(page, `siteshell-home-en-${viewport}`);
      await page.goto(`${portal.baseUrl}/insights`);
      await shot(page, `siteshell-blog-en-${viewport}`);
      expect(await page.locator('ul.cards h3').allTextContents()).toHaveLength(3);

      // The switcher lists the portal's channels and Reset channel.
      const switcher = page.locator('details.channel-menu');
      await switcher.locator('summary').click();
      expect(await switcher.locator('li a').allTextContents()).toEqual([
        'Charities',
        'Private clients',
        'Reset channel',
      ]);
      await shot(page, `siteshell-channel-menu-en-${viewport}`);
      await expectNoSeriousA11yViolations(page, `siteshell-channel-menu-${viewport}`);
      await switcher.getByRole('link', { name: 'Charities' }).click();
      await expect
        .poll(async () => (await page.locator('details.channel-menu summary').textContent())?.trim())
        .toBe('Channel: Charities');
      expect(new URL(page.url()).pathname).toBe('/insights');
      const cookie = await channelCookie(context);
      expect(cookie?.value).toBe('Charities');
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      // Client reports belongs to 'Private clients', and so does one post.
      expect(await siteMapOf(page)).toEqual(['Home', 'Services', 'Insights', 'Contact']);
      const titles = await page.locator('ul.cards h3').allTextContents();
      expect(titles).toHaveLength(2);
      expect(titles.join(' ')).not.toContain('Five questions');

      // Kept on the next visit; Reset drops it.
      await page.goto(`${portal.baseUrl}/`);
      expect(await siteMapOf(page)).toEqual(['Home', 'Services', 'Insights', 'Contact']);
      await page.locator('details.channel-menu summary').click();
      await page.getByRole('link', { name: 'Reset channel' }).click();
      await expect
        .poll(async () => (await page.locator('details.channel-menu summary').textContent())?.trim())
        .toBe('Channel');
      expect(await channelCookie(context)).toBeUndefined();
      expect(await siteMapOf(page)).toEqual(['Home', 'Services', 'Insights', 'Client reports', 'Contact']);
    } finally {
      await context.close();
    }
  });

  it('shrinks the header after 150 px of scroll and grows it back at the top', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.baseUrl}/`);
      const header = page.locator('header.site-header');
      const tall = (await header.boundingBox())!.height;
      const scrollTo = (y: number) =>
        page.evaluate(
          (top) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, top),
          y,
        );
      await scrollTo(100);
      await page.waitForTimeout(200);
      expect(await header.getAttribute('class')).not.toContain('shrunk');
      await scrollTo(400);
      await expect.poll(() => header.getAttribute('class')).toContain('shrunk');
      await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
      await scrollTo(0);
      await expect.poll(() => header.getAttribute('class')).not.toContain('shrunk');
    } finally {
      await context.close();
    }
  });
});
