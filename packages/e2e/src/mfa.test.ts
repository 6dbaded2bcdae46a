import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { webText } from './support/locale-text';
import { post } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { sharedInbox, sharedPortal } from './support/shared-portals';
import { linkIn, type SmtpInbox } from './support/smtp-inbox';

// The second factor in the browser: a user with multiFactor on signs in, the PIN arrives at a real
// SMTP server, is typed into the dialog, and the user lands on their entry path.
const text = (key: string) => webText('en', key);
const PASSWORD = 'Fresh-pass-2026';

let browser: Browser;
let inbox: SmtpInbox;
let portal: RunningPortal;

beforeAll(async () => {
  inbox = sharedInbox();
  [browser, portal] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
});
afterAll(async () => {
  await browser?.close();
});

/** A verified password user, signed in on `page`. */
async function signedInVerifiedUser(page: Page, email: string): Promise<void> {
  await page.goto(`${portal.baseUrl}/?lng=en`);
  expect(
    (await post(page, '/api/auth/sign-up', { email, password: PASSWORD, terms: true })).status,
  ).toBeLessThan(300);
  await page.goto(`${portal.baseUrl}${linkIn(await inbox.waitForMailTo(email), '/verify-email')}`);
  await expect
    .poll(() => page.getByRole('dialog').getByRole('heading', { level: 1 }).textContent(), {
      timeout: 15_000,
    })
    .toBe(text('messages.success.account_ready'));
  expect((await post(page, '/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
}

/** A verified user whose second factor is on (enrolled through the API with an authenticator app). */
async function userWithSecondFactor(page: Page, email: string): Promise<void> {
  await signedInVerifiedUser(page, email);
  const setup = (await post(page, '/api/auth/totp/setup', {})).json as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
  expect((await post(page, '/api/auth/totp/confirm', { code: totp.generate() })).status).toBe(200);
  expect((await post(page, '/api/auth/sign-out', {})).status).toBe(204);
}

describe('second factor in Chromium', () => {
  it('signs in with the PIN read from the SMTP server and lands on the entry path', async () => {
    const email = `mfa.user.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await userWithSecondFactor(page, email);
      await page.goto(`${portal.baseUrl}/login?lng=en`);
      await page.getByLabel(text('auth.email'), { exact: false }).first().fill(email);
      await page.getByLabel(text('auth.password'), { exact: false }).first().fill(PASSWORD);
      await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();

      const dialog = page.getByRole('dialog');
      // The first submit waits for the form's validation code (zod comes with it, decision 106; a
      // person has it loaded while typing, fill() does not wait) and the password's hash.
      await expect
        .poll(() => dialog.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toBe(text('mfa.title'));
      await dialog.getByRole('button', { name: text('mfa.useOther') }).click();
      await dialog.getByRole('button', { name: text('mfa.send'), exact: true }).click();
      const mail = await inbox.waitForMailTo(email, 20_000, (m) => /sign-in code: \d{6}/.test(m.text));
      const pin = /sign-in code: (\d{6})/.exec(mail.text)![1]!;

      const field = dialog.getByLabel(text('mfa.pin'), { exact: false });
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      await field.fill(pin === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: text('mfa.verify'), exact: true }).click();
      await expect.poll(() => dialog.getByText(text('messages.errors.wrong_pin')).count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'mfa-wrong-pin-wide');
      await expectNoSeriousA11yViolations(page, 'mfa-wrong-pin-wide');

      await field.fill(pin);
      await dialog.getByRole('button', { name: text('mfa.verify'), exact: true }).click();
      await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 20_000 });
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      const entry = await page.evaluate(async () => ((await fetch('/api/me/entry')).ok ? 'ok' : 'refused'));
      expect(entry).toBe('ok');
    } finally {
      await context.close();
    }
  });

  it('sets up the authenticator app on the profile page and keeps the recovery codes', async () => {
    const email = `totp.user.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: VIEWPORTS.narrow, locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await signedInVerifiedUser(page, email);
      await page.goto(`${portal.baseUrl}/profile/me?lng=en`);
      await page.getByRole('button', { name: text('totp.setUp') }).click();
      const secretText = page.getByTestId('totp-secret');
      await secretText.waitFor({ timeout: 10_000 });
      await page.getByRole('img', { name: text('totp.qrAlt') }).waitFor({ timeout: 10_000 });
      await saveScreenshot(page, 'totp-setup-narrow');
      await expectNoSeriousA11yViolations(page, 'totp-setup-narrow');
      const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      await page.getByLabel(text('totp.code'), { exact: false }).fill(totp.generate());
      await page.getByRole('button', { name: text('totp.confirm') }).click();
      const codes = page.getByRole('list', { name: text('totp.recoveryTitle') }).getByRole('listitem');
      await expect.poll(() => codes.count(), { timeout: 10_000 }).toBe(10);
      await page.setViewportSize(VIEWPORTS.wide);
      await saveScreenshot(page, 'totp-recovery-codes-wide');
      await expectNoSeriousA11yViolations(page, 'totp-recovery-codes-wide');
      await page.getByRole('button', { name: text('totp.done') }).click();
      const on = text('totp.on_other').replace('{{count}}', '10');
      await expect.poll(() => page.getByText(on).count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });
});
