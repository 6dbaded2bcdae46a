import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot } from './support/browser';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { chartDrawn, openScreen, pageWidth, screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The analytics screen of issue 5 (§2 Analytics) in Chromium against the seeded asset-manager portal:
// the advisor opens it ('All' by default), sees the KPIs and the daily chart drawn, changes the period,
// switches tabs, gets the §5 message for a reversed custom range; an investor is refused by the API.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('analytics (asset-manager)', () => {
  it('shows the advisor KPIs, the daily chart and tabs, by period, on a desktop', async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'advisor', 'wide');
    try {
      await openScreen(page, `${portal.baseUrl}/dashboard/${portalId}/analytics`);
      await chartDrawn(page, text('analytics.chart.title'));
      // 'All' is chosen first; the seeded clients have logged activity.
      const all = page.getByRole('button', { name: text('analytics.periods.all'), exact: true });
      await expect.poll(() => all.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() => page.getByText(text('analytics.kpis.noPreviousPeriod'), { exact: false }).count())
        .toBeGreaterThan(0);
      const engaged = page.getByRole('table', { name: text('analytics.mostEngaged') });
      await expect.poll(() => engaged.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await saveScreenshot(page, 'analytics-wide');
      await expectNoSeriousA11yViolations(page, 'analytics-wide');

      // Another period: the summary is asked again and the comparison text changes.
      await page.getByRole('button', { name: text('analytics.periods.3m'), exact: true }).click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: text('analytics.periods.3m'), exact: true })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await chartDrawn(page, text('analytics.chart.title'));

      // Tabs: content lists the sections visited; events pages with a cursor.
      await page.getByRole('tab', { name: text('analytics.tabs.content') }).click();
      const content = page.getByRole('table', { name: text('analytics.tabs.content') });
      await expect.poll(() => content.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await page.getByRole('tab', { name: text('analytics.tabs.events') }).click();
      const events = page.getByRole('table', { name: text('analytics.tabs.events') });
      await expect.poll(() => events.locator('tbody tr').count(), { timeout: 15_000 }).toBe(10);
      await page.getByRole('button', { name: text('analytics.older') }).click();
      await expect
        .poll(() => page.getByRole('button', { name: text('analytics.newer') }).isEnabled())
        .toBe(true);
      await saveScreenshot(page, 'analytics-events-wide');
      await expectNoSeriousA11yViolations(page, 'analytics-events-wide');

      // A reversed custom range is refused in the form (§5), and by the API with its message.
      await page.getByRole('button', { name: text('analytics.periods.custom'), exact: true }).click();
      await page.getByLabel(text('analytics.filter.from')).fill('2026-02-01');
      await page.getByLabel(text('analytics.filter.to')).fill('2026-01-01');
      await page.getByRole('button', { name: text('analytics.filter.apply') }).click();
      await expect.poll(() => page.getByText(text('analytics.filter.rangeOrder')).count()).toBe(1);
      const refused = await get<{ error: { code: string; message: string } }>(
        page,
        `/api/portals/${portalId}/analytics?period=custom&from=2026-02-01&to=2026-01-01`,
      );
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('validation_error');
    } finally {
      await close();
    }
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'advisor', 'narrow');
    try {
      await openScreen(page, `${portal.baseUrl}/dashboard/${portalId}/analytics`);
      await chartDrawn(page, text('analytics.chart.title'));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'analytics-narrow');
      await expectNoSeriousA11yViolations(page, 'analytics-narrow');
    } finally {
      await close();
    }
  });

  it('refuses an investor (§6: professionals only)', async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'investor', 'narrow');
    try {
      expect((await get(page, `/api/portals/${portalId}/analytics`)).status).toBe(403);
    } finally {
      await close();
    }
  });
});
