import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The partners public site's /contact (issue 17 item 4) in Chromium at 390 and 1440 px: a visitor
// sends the seeded contact form as a plain HTML post (an incomplete one comes back with the form's
// messages and the input kept), and the company admin finds the submission under the form in the
// back office.
let browser: Browser;
let portal: RunningPortal;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('partners')]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['narrow', 'wide'] as const)('the contact form at %s', (viewport) => {
  it('is sent by a visitor and seen by the admin under the form', async () => {
    const visitorName = `Visitor ${viewport} ${Date.now()}`;
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: portal.baseUrl }]);
    const page = await context.newPage();
    try {
      // The landing page's demo call to action leads here.
      await page.goto(`${portal.baseUrl}/`);
      expect(await page.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
      await page.goto(`${portal.baseUrl}/contact`);
      await expectNoSeriousA11yViolations(page, `contact-${viewport}`);

      // Missing the message and the consent: the form comes back with its messages, input kept.
      await page.getByLabel(/^Your name/).fill(visitorName);
      await page.getByLabel(/^E-mail/).fill('visitor@example.org');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('.field .error, [role="alert"]').first().waitFor();
      expect(await page.getByLabel(/^Your name/).inputValue()).toBe(visitorName);
      await saveScreenshot(page, `contact-invalid-en-${viewport}`);

      await page.getByLabel(/^Message/).fill('I would like a demo call next week.');
      await page.getByLabel(/^I agree to be contacted/).check();
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByRole('status')
        .getByText('Thank you. We will be in touch within one working day.')
        .waitFor();
      await saveScreenshot(page, `contact-sent-en-${viewport}`);
    } finally {
      await context.close();
    }

    const admin = await signInAs(browser, portal, 'admin', viewport);
    try {
      const forms = await get<{ items: { id: string; name: string }[] }>(
        admin.page,
        `/api/admin/forms?search=${encodeURIComponent('Contact us')}`,
      );
      const form = forms.json.items.find((item) => item.name === 'Contact us');
      expect(form, JSON.stringify(forms.json)).toBeDefined();
      await admin.page.goto(`${portal.baseUrl}/admin/forms/${form!.id}`);
      await admin.page.getByText(visitorName).first().waitFor({ timeout: 20_000 });
      await saveScreenshot(admin.page, `contact-submissions-en-${viewport}`);
    } finally {
      await admin.close();
    }
  });
});
