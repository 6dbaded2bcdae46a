import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import type { RunningPortal } from './support/portal-server';
import { sharedPortal } from './support/shared-portals';

// The partners public site (issue 17) in Chromium at 390 and 1440 px: the server-rendered header
// with the site map and Login / Sign up, the cookie notice and its month-long consent cookie, the
// header shrinking after 150 px of scroll, and axe without serious findings.
let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('partners')]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['narrow', 'wide'] as const)('public site at %s', (viewport) => {
  it('shows the header site map and the cookie notice; Accept keeps consent for a month', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.baseUrl}/`);
      const siteMap = page.locator('nav.site-nav a');
      expect(await siteMap.allTextContents()).toEqual([
        'Home',
        'Services',
        'Insights',
        'Client reports',
        'Contact',
      ]);
      expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
      const notice = page.getByRole('region', { name: 'We use cookies to improve this site.' });
      await expect.poll(() => notice.isVisible()).toBe(true);
      await saveScreenshot(page, `public-site-home-${viewport}`);
      await expectNoSeriousA11yViolations(page, `public-site-home-${viewport}`);

      await notice.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => notice.isVisible()).toBe(false);
      const consent = (await context.cookies()).find((c) => c.name === 'cookiesAccepted');
      expect(consent?.value).toBe('true');
      const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      await page.reload();
      expect(await page.locator('#cookie-notice').count()).toBe(0);

      // §2: the header shrinks after a 150 px scroll.
      const header = page.locator('header.site-header');
      const tall = (await header.boundingBox())!.height;
      await page.evaluate(() =>
        (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 400),
      );
      await expect.poll(() => header.getAttribute('class')).toContain('shrunk');
      await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
    } finally {
      await context.close();
    }
  });
});
