import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { openScreen, pageWidth, screenText, signInAs, snackbar } from './support/screens';
import { sharedInbox, sharedPortal } from './support/shared-portals';
import { linkIn, type SmtpInbox } from './support/smtp-inbox';

// Portal settings, create portal and invite manager (issue 5 item 2) in Chromium against the real
// asset-manager server: an admin changes the theme and the Greek terms, uploads a logo and sees it
// 150 px wide, creates a portal and lands in it, invites a manager whose mail arrives over SMTP and
// whose link signs them up as a professional. Screenshots at 390 and 1440 px.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let portal: RunningPortal;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = sharedInbox();
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager-settings')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A real PNG: `width` × `height` of one colour (RGB, no filter), so the browser can draw it. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const settingsUrl = (portalId: string) => `${portal.baseUrl}/dashboard/${portalId}/edit-portal`;
const select = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out; a screenshot taken meanwhile would show it over the form.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
};

describe('portal settings (asset-manager)', () => {
  it('an admin changes the theme and the Greek terms, uploads a logo and sees it', async () => {
    const { page, portalId, close } = await signInAs(browser, portal, 'admin', 'wide');
    try {
      await openScreen(page, settingsUrl(portalId));
      const save = page.getByRole('button', { name: text('portalSettings.save'), exact: true });
      expect(await save.isDisabled()).toBe(true);

      await select(page, /^Theme/, text('portalSettings.themes.dark'));
      await expect
        .poll(() =>
          page.getByRole('img', { name: text('portalSettings.preview.label', { theme: 'Dark' }) }).count(),
        )
        .toBe(1);
      await page.getByRole('tab', { name: 'Ελληνικά' }).click();
      const greek = page.getByRole('textbox', {
        name: text('portalSettings.fields.terms', { language: 'Ελληνικά' }),
      });
      await greek.fill('Όροι χρήσης της πύλης για δοκιμή');
      // A blanked required field holds the Save button and says why (§5).
      const name = page.getByRole('textbox', { name: /^Portal name/ });
      const original = await name.inputValue();
      await name.fill('');
      await expect.poll(() => page.getByText('Name is required').count()).toBeGreaterThan(0);
      expect(await save.isDisabled()).toBe(true);
      await name.fill(original);
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      await snackbar(page, 'Saved');
      const settings = await get<{ theme: string; tnc: Record<string, string> }>(
        page,
        `/api/portals/${portalId}/settings`,
      );
      expect(settings.json).toMatchObject({ theme: 'dark', tnc: { el: 'Όροι χρήσης της πύλης για δοκιμή' } });

      await page.getByTestId('logo-input').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: solidPng(300, 100, [31, 58, 95]),
      });
      await snackbar(page, text('portalSettings.logo.updated'));
      const logo = page.getByTestId('portal-logo');
      await expect
        .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
          timeout: 15_000,
        })
        .toBe(300);
      expect(Math.round((await logo.boundingBox())!.width)).toBe(150);
      // A page renamed .png is refused with the server's message.
      await page.getByTestId('logo-input').setInputFiles({
        name: 'evil.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await snackbar(page, 'The logo must be a PNG, JPEG or WebP image');
      await saveScreenshot(page, 'portal-settings-edit-wide');
      await expectNoSeriousA11yViolations(page, 'portal-settings-edit-wide');
    } finally {
      await close();
    }
  });

  it('reads well on a phone, and advisors see the settings read-only', async () => {
    const admin = await signInAs(browser, portal, 'admin', 'narrow');
    try {
      await openScreen(admin.page, settingsUrl(admin.portalId));
      await admin.page.getByTestId('portal-logo').waitFor();
      expect(await pageWidth(admin.page)).toBeLessThanOrEqual(VIEWPORTS.narrow.width);
      await saveScreenshot(admin.page, 'portal-settings-edit-narrow');
      await expectNoSeriousA11yViolations(admin.page, 'portal-settings-edit-narrow');
    } finally {
      await admin.close();
    }
    const advisor = await signInAs(browser, portal, 'advisor', 'wide');
    try {
      await openScreen(advisor.page, settingsUrl(advisor.portalId));
      await advisor.page.getByText(text('portalSettings.readOnly')).waitFor();
      expect(await advisor.page.getByRole('button', { name: text('portalSettings.save') }).count()).toBe(0);
      await saveScreenshot(advisor.page, 'portal-settings-readonly-wide');
    } finally {
      await advisor.close();
    }
  });

  it('an admin creates a portal and lands in it', async () => {
    // Portals list by name: this one comes after the seeded portal, which other tests open first.
    const name = 'Zephyr E2E Family Office';
    const { page, close } = await signInAs(browser, portal, 'admin', 'narrow');
    try {
      await openScreen(page, `${portal.baseUrl}/portals`);
      await page.getByRole('button', { name: text('portalSettings.create.open') }).click();
      const dialog = page.getByRole('dialog', { name: text('portalSettings.create.title') });
      await dialog.getByRole('textbox', { name: /^Portal name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Contact email/ }).fill('office@e2e.example');
      await dialog.getByRole('textbox', { name: /^Contact phone/ }).fill('+44 20 7946 0001');
      await select(page, /^Theme/, text('portalSettings.themes.tech'));
      await saveScreenshot(page, 'portal-settings-create-narrow');
      await expectNoSeriousA11yViolations(page, 'portal-settings-create-narrow');
      await dialog.getByRole('button', { name: text('portalSettings.create.submit') }).click();
      await snackbar(page, text('portalSettings.create.created'));
      await page.waitForURL(/\/dashboard\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      const id = page.url().split('/').pop()!;
      expect((await get<{ name: string; theme: string }>(page, `/api/portals/${id}`)).json).toMatchObject({
        name,
        theme: 'tech',
      });
    } finally {
      await close();
    }
  });

  it('an admin invites a manager; the mail arrives and its link signs them up as a professional', async () => {
    const admin = await signInAs(browser, portal, 'admin', 'wide');
    try {
      await openScreen(admin.page, settingsUrl(admin.portalId));
      await admin.page.getByRole('button', { name: text('portalSettings.invite.open') }).click();
      const dialog = admin.page.getByRole('dialog', { name: text('portalSettings.invite.title') });
      await dialog.getByRole('textbox', { name: /^Email/ }).fill('new.manager@e2e.example');
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Eleni Manager');
      await select(admin.page, /^Language of the email/, 'Ελληνικά');
      await saveScreenshot(admin.page, 'portal-settings-invite-wide');
      await expectNoSeriousA11yViolations(admin.page, 'portal-settings-invite-wide');
      await dialog.getByRole('button', { name: text('portalSettings.invite.send') }).click();
      await snackbar(admin.page, 'The invitation has been sent');
    } finally {
      await admin.close();
    }

    const mail = await inbox.waitForMailTo('new.manager@e2e.example');
    expect(mail.text).toContain('Γεια σας Eleni Manager');
    const link = linkIn(mail, '/signup', 'activation');
    const context = await browser.newContext({ viewport: VIEWPORTS.narrow, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.goto(`${portal.baseUrl}${link}&lng=en`);
      const email = page.getByRole('textbox', { name: /^Email/ });
      await expect.poll(() => email.inputValue(), { timeout: 20_000 }).toBe('new.manager@e2e.example');
      expect(page.url()).not.toContain('activation=');
      await page.getByLabel(/^Password/).fill('Manager-pass-2026');
      await page.getByRole('checkbox').check();
      await saveScreenshot(page, 'portal-settings-signup-narrow');
      await page.getByRole('button', { name: text('auth.signup.submit') }).click();
      await page.waitForURL(/\/profile\/me$/, { timeout: 20_000 });
      const session = await get<{ user: { role: string; isProfessional: boolean } }>(
        page,
        '/api/auth/session',
      );
      expect(session.json.user).toMatchObject({ role: 'advisor', isProfessional: true });
    } finally {
      await context.close();
    }
  });
});
