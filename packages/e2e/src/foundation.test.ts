import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { Browser } from 'playwright-core';
import { BRAND_IDS, getBrand } from '@portal/domain';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { webText } from './support/locale-text';
import { startPortal, type RunningPortal } from './support/portal-server';
import { SHARED_PORTALS, sharedPortal, type SharedPortalKey } from './support/shared-portals';

// Every brand starts from an empty data folder (migrations + demo data), answers /api/health, renders
// /login in each language it offers and shows 'Page not found.' for an unknown path. Each brand's
// shared portal serves: the pool starts it from an empty folder on first use (with the settings of
// support/shared-portal-specs.ts); a brand without one gets its own.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(BRAND_IDS)('brand %s from an empty data folder', (brandId) => {
  const brand = getBrand(brandId);
  let portal: RunningPortal;

  beforeAll(async () => {
    portal =
      brandId in SHARED_PORTALS
        ? await sharedPortal(brandId as SharedPortalKey)
        : await startPortal({ brand: brandId });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('answers /api/health with the database and brand', async () => {
    const response = await fetch(`${portal.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string; brand: string };
    expect(body).toMatchObject({ status: 'ok', database: 'pglite', brand: brandId });
  });

  it('prints the demo sign-ins on start', () => {
    const output = portal.output();
    expect(output).toContain('Demo sign-ins');
    for (const role of ['admin', 'advisor', 'investor']) {
      expect(output).toMatch(new RegExp(`\\b${role}\\b\\s+\\S+@\\S+\\s+\\S+`));
    }
  });

  it.each(brand.locales)('renders /login in %s', async (locale) => {
    // A context of its own: axe needs one (it opens a page of its own for frames).
    const context = await browser.newContext({ viewport: VIEWPORTS.wide });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.baseUrl}/login?lng=${locale}`);
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByRole('heading').first().textContent())
        .toBe(webText(locale, 'auth.login.title'));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
      await expect
        .poll(() => dialog.getByRole('button', { name: webText(locale, 'auth.login.submit') }).count())
        .toBeGreaterThan(0);
      await saveScreenshot(page, `foundation-${brandId}-login-${locale}-wide`);
      await expectNoSeriousA11yViolations(page, `foundation-${brandId}-login-${locale}-wide`);
      await page.setViewportSize(VIEWPORTS.narrow);
      await saveScreenshot(page, `foundation-${brandId}-login-${locale}-narrow`);
    } finally {
      await context.close();
    }
  });

  it('shows Page not found. for an unknown path', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.narrow });
    try {
      await page.goto(`${portal.baseUrl}/this/page/does-not-exist`);
      await expect
        .poll(() => page.getByText(webText(brand.defaultLocale, 'messages.errors.not_found')).count())
        .toBeGreaterThan(0);
      await saveScreenshot(page, `foundation-${brandId}-not-found-narrow`);
    } finally {
      await page.close();
    }
  });

  it('answers unknown API paths with the JSON error shape, never the web app', async () => {
    const response = await fetch(`${portal.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
