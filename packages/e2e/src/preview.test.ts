import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { dismissClientDialogs } from './support/client-dialogs';
import { webText } from './support/locale-text';
import { get, post } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// View as client (issue 5 item 10) in Chromium on the seeded asset-manager portal: an advisor opens
// a client's account, views the portal as that client behind a banner, cannot change anything, and
// ends the preview back on the account as himself. Screenshots at 390 and 1440 px (preview-*.png).
const text = (key: string, values: Record<string, string> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context signed in as the seeded company's first user of that role. */
async function signIn(role: string): Promise<{ page: Page; context: BrowserContext }> {
  const { page } = await signInAs(browser, portal, role, 'wide');
  return { page, context: page.context() };
}

const banner = (page: Page) => page.getByRole('region', { name: text('preview.bannerLabel') });

describe('view as client (asset-manager)', () => {
  it('previews a client read-only behind a banner, and ends back on the account as the advisor', async () => {
    // The demo investor: his portal, account, landing screen and accounts list as he sees them.
    const investor = await signIn('investor');
    const portals = await get<{ items: { id: string }[] }>(investor.page, '/api/portals');
    const portalId = portals.json.items[0]!.id;
    const own = await get<{ items: { id: string }[] }>(investor.page, `/api/portals/${portalId}/accounts`);
    const accountId = own.json.items[0]!.id;
    const entry = (await get<{ path: string }>(investor.page, '/api/me/entry')).json.path;
    await investor.context.close();

    // An advisor who owns the account, else the company's admin.
    let professional = await signIn('advisor');
    const previewPath = `/api/portals/${portalId}/accounts/${accountId}/preview`;
    let availability = await get<{ available: boolean; clientName: string }>(professional.page, previewPath);
    if (availability.status !== 200) {
      await professional.context.close();
      professional = await signIn('admin');
      availability = await get(professional.page, previewPath);
    }
    expect(availability.json.available).toBe(true);
    const client = availability.json.clientName;
    const { page, context } = professional;
    try {
      const accountUrl = `${portal.baseUrl}/dashboard/${portalId}/account/${accountId}`;
      await page.goto(accountUrl);
      const viewAs = page.getByRole('button', { name: text('preview.viewAsClient') });
      await viewAs.waitFor({ timeout: 30_000 });
      await expect.poll(() => viewAs.isEnabled(), { timeout: 10_000 }).toBe(true);
      await viewAs.click();

      // The client's landing screen, behind the banner, without his terms or welcome dialogs.
      await banner(page).waitFor({ timeout: 20_000 });
      await expect.poll(() => new URL(page.url()).pathname).toBe(entry);
      await expect
        .poll(() => banner(page).getByRole('status').textContent())
        .toBe(text('preview.banner', { client }));
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      const session = await get<{ user: { role: string } }>(page, '/api/auth/session');
      expect(session.json.user.role).toBe('investor');
      await saveScreenshot(page, 'preview-client-wide');
      await expectNoSeriousA11yViolations(page, 'preview-client-wide');
      await page.setViewportSize(VIEWPORTS.narrow);
      await page.waitForTimeout(500);
      await saveScreenshot(page, 'preview-client-narrow');
      await expectNoSeriousA11yViolations(page, 'preview-client-narrow');
      await page.setViewportSize(VIEWPORTS.wide);

      // The account as the client sees it: no professional buttons; a change is refused by the server.
      await page.goto(accountUrl);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await banner(page).waitFor();
      expect(await page.getByRole('button', { name: text('preview.viewAsClient') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: text('invitations.invite') }).count()).toBe(0);
      const refused = await post(page, `/api/portals/${portalId}/terms/accept`, {});
      expect(refused).toEqual({
        status: 403,
        json: {
          error: { code: 'preview_read_only', message: webText('en', 'messages.errors.preview_read_only') },
        },
      });

      // The screens offer no change either (the server would refuse it): no upload on the library,
      // no new message in the message centre. The lists themselves show, so the check is not vacuous.
      await page.goto(`${portal.baseUrl}/dashboard/${portalId}/library`);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await banner(page).waitFor();
      await page.getByRole('tab', { name: text('library.sections.all') }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      expect(await page.getByRole('button', { name: text('library.upload.choose') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: text('library.upload.submit') }).count()).toBe(0);
      expect(await page.getByText(text('library.upload.title')).count()).toBe(0);
      await page.goto(`${portal.baseUrl}/dashboard/${portalId}/messages`);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await banner(page).waitFor();
      await page.getByRole('tablist').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      expect(await page.getByRole('button', { name: text('messageCentre.new') }).count()).toBe(0);
      await saveScreenshot(page, 'preview-messages-wide');

      // End: back on the account screen, as the advisor, the button offered again.
      await banner(page)
        .getByRole('button', { name: text('preview.endPreview') })
        .click();
      await expect.poll(() => banner(page).count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => page.url()).toBe(accountUrl);
      await page.getByRole('button', { name: text('preview.viewAsClient') }).waitFor({ timeout: 30_000 });
      const back = await get<{ user: { role: string } }>(page, '/api/auth/session');
      expect(back.json.user.role).not.toBe('investor');
      await dismissClientDialogs(page);
      await saveScreenshot(page, 'preview-ended-wide');
    } finally {
      await context.close();
    }
  }, 120_000);
});
