import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { get, send } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { chartDrawn, openScreen, screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// Dark themes are readable (issue 5, §3 "Dark mode is used by dark, tech and contrast"): a company
// admin sets the portal's theme to Dark, then Contrast, through the settings API; the clients
// overview, an account and a portfolio's cumulative chart draw in that theme and pass axe (colour
// contrast is a serious rule). Screenshots at 390 and 1440 px: themes-{theme}-{screen}-{width}.png.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager-settings')]);
});
afterAll(async () => {
  await browser?.close();
});

/** PATCH from the page with the CSRF cookie echoed, as the settings screen sends it; the status. */
const patch = async (page: Page, path: string, body: unknown) =>
  (await send(page, 'PATCH', path, body)).status;

/** The page's background colour as drawn (the theme's background.default on the body). */
const bodyBackground = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as unknown as {
          getComputedStyle: (el: unknown) => { backgroundColor: string };
          document: { body: unknown };
        }
      ).getComputedStyle((globalThis as unknown as { document: { body: unknown } }).document.body)
        .backgroundColor,
  );

/** Relative luminance of an rgb() colour: below 0.2 is a dark page. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('dark themes (asset-manager)', () => {
  it('draws the clients overview, an account and a cumulative chart readably in Dark and Contrast', async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'admin', 'wide');
    try {
      const base = `${portal.baseUrl}/dashboard/${portalId}`;
      // Outside the portal the brand's light default applies.
      await openScreen(page, `${portal.baseUrl}/portals`);
      expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.5);

      // Find an account with a portfolio and the portfolio's address once, through the screens.
      await openScreen(page, base);
      const list = page.getByRole('table', { name: text('dashboard.listLabel') });
      await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const accounts = await get<{ items: { id: string }[] }>(
        page,
        `/api/portals/${portalId}/accounts?hasPortfolios=true&pageSize=1`,
      );
      const accountUrl = `${base}/account/${accounts.json.items[0]!.id}`;
      await openScreen(page, accountUrl);
      const portfolios = page.getByRole('table', { name: text('accountScreen.portfolios') });
      await expect.poll(() => portfolios.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await portfolios.locator('tbody tr').first().click();
      await page.getByRole('link', { name: text('portfolio.open') }).click();
      await expect.poll(() => page.url(), { timeout: 20_000 }).not.toBe(accountUrl);
      const portfolioUrl = page.url().split('?')[0]!;

      for (const theme of ['dark', 'contrast'] as const) {
        expect(await patch(page, `/api/portals/${portalId}/settings`, { theme })).toBe(200);
        for (const width of ['narrow', 'wide'] as const) {
          await page.setViewportSize(VIEWPORTS[width]);
          const shot = (screen: string) => `themes-${theme}-${screen}-${VIEWPORTS[width].width}`;

          await openScreen(page, base);
          await expect
            .poll(async () => luminance(await bodyBackground(page)), { timeout: 10_000 })
            .toBeLessThan(0.2);
          await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
          await saveScreenshot(page, shot('clients'));
          await expectNoSeriousA11yViolations(page, shot('clients'));

          await openScreen(page, accountUrl);
          await expect
            .poll(() => portfolios.locator('tbody tr').count(), { timeout: 20_000 })
            .toBeGreaterThan(0);
          await chartDrawn(page, text('accountScreen.allocation'));
          await saveScreenshot(page, shot('account'));
          await expectNoSeriousA11yViolations(page, shot('account'));

          await openScreen(page, `${portfolioUrl}?tab=cumulative`);
          await chartDrawn(page, text('charts.cumulativeTitle'));
          // ECharts animates in; let the lines and labels settle before the picture.
          await page.waitForTimeout(800);
          await saveScreenshot(page, shot('cumulative'));
          await expectNoSeriousA11yViolations(page, shot('cumulative'));
        }
      }
    } finally {
      await close();
    }
  }, 240_000);

  it("restyles the app as soon as an admin saves the portal's theme, without a reload", async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'admin', 'wide');
    try {
      expect(await patch(page, `/api/portals/${portalId}/settings`, { theme: 'dark' })).toBe(200);
      await openScreen(page, `${portal.baseUrl}/dashboard/${portalId}/edit-portal`);
      await expect
        .poll(async () => luminance(await bodyBackground(page)), { timeout: 10_000 })
        .toBeLessThan(0.2);
      // A reload would drop this mark.
      await page.evaluate(() => ((globalThis as unknown as { noReload: boolean }).noReload = true));
      await page.getByRole('combobox', { name: /^Theme/ }).click();
      await page.getByRole('option', { name: text('portalSettings.themes.light'), exact: true }).click();
      await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
      // Choosing is not saving: the app keeps the portal's saved theme until Save.
      expect(luminance(await bodyBackground(page))).toBeLessThan(0.2);
      await page.getByRole('button', { name: text('portalSettings.save'), exact: true }).click();
      await expect
        .poll(async () => luminance(await bodyBackground(page)), { timeout: 10_000 })
        .toBeGreaterThan(0.5);
      expect(await page.evaluate(() => (globalThis as unknown as { noReload?: boolean }).noReload)).toBe(
        true,
      );
    } finally {
      await close();
    }
  }, 120_000);

  it("draws the admin grid and drawer readably in the admin bar's Tech theme", async () => {
    const { page, close } = await signInAs(browser, portal, 'admin', 'wide');
    try {
      // The admin bar's theme switch keeps its choice in the `theme` cookie (§9) for the admin area.
      await page.context().addCookies([{ name: 'theme', value: 'tech', url: portal.baseUrl }]);
      for (const width of ['narrow', 'wide'] as const) {
        await page.setViewportSize(VIEWPORTS[width]);
        await page.goto(`${portal.baseUrl}/admin/subscriptions`);
        await page.getByText(/^You have \d+ /).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: text('admin.grid.add') }).click();
        const drawer = page.getByRole('dialog', { name: 'Add new subscription' });
        await drawer.waitFor({ timeout: 15_000 });
        await page.waitForTimeout(500);
        const shot = `themes-tech-admin-drawer-${VIEWPORTS[width].width}`;
        await saveScreenshot(page, shot);
        await expectNoSeriousA11yViolations(page, shot);
        await page.keyboard.press('Escape');
      }
    } finally {
      await close();
    }
  }, 120_000);
});
