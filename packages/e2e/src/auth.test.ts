import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { demoSignIns } from './support/demo-sign-ins';
import { webText } from './support/locale-text';
import { startPortal, type RunningPortal } from './support/portal-server';
import { linkIn, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

// Identity in the browser against the real server and a real SMTP server: sign up, verify the email
// from the link in the mail, sign in, land on the entry path, sign out; demo sign-in; wrong password.
const text = (key: string) => webText('en', key);
const PASSWORD = 'Fresh-pass-2026';

let browser: Browser;
let inbox: SmtpInbox;
let portal: RunningPortal;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [browser, portal] = await Promise.all([
    launchBrowser(),
    startPortal({ brand: 'asset-manager', env: { SMTP_URL: inbox.url } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await inbox?.close();
});

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-GB' });
  return context.newPage();
}

const dialogHeading = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 1 });

/** Where GET /api/me/entry sends this page's signed-in user (/portals when the route is missing). */
async function entryPath(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/me/entry', { headers: { Accept: 'application/json' } });
    if (!response.ok) return '/portals';
    return ((await response.json()) as { path?: string }).path ?? '/portals';
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(text('auth.email'), { exact: false }).first().fill(email);
  await page.getByLabel(text('auth.password'), { exact: false }).first().fill(password);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
}

async function expectSignedInAtEntry(page: Page): Promise<void> {
  await page.waitForURL((url) => !/\/(login|signup)$/.test(url.pathname) && url.pathname !== '/', {
    timeout: 20_000,
  });
  await expect
    .poll(() => page.getByText(text('messages.success.welcome_back')).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const expected = await entryPath(page);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(expected);
  // The landing screen has rendered (its lazy chunk loaded): the shell's main area has a heading.
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
}

describe('identity in Chromium', () => {
  it('signs up, verifies the email from the mail, signs in and out', async () => {
    const email = `new.user.${Date.now()}@example.com`;
    const page = await newPage('wide');
    try {
      await page.goto(`${portal.baseUrl}/signup?lng=en`);
      await expect.poll(() => dialogHeading(page).textContent()).toBe(text('auth.signup.title'));
      await page.getByLabel(text('auth.email'), { exact: false }).first().fill(email);
      await page.getByLabel(text('auth.password'), { exact: false }).first().fill(PASSWORD);
      await page.getByRole('checkbox', { name: text('auth.terms') }).check();
      await saveScreenshot(page, 'auth-signup-filled-wide');
      await page.getByRole('button', { name: text('auth.signup.submit'), exact: true }).click();
      await expect
        .poll(() => dialogHeading(page).textContent(), { timeout: 10_000 })
        .toBe(text('auth.checkEmail.title'));
      await expect.poll(() => page.getByRole('status').textContent()).toContain(email);
      await saveScreenshot(page, 'auth-signup-check-email-wide');
      await page.setViewportSize(VIEWPORTS.narrow);
      await saveScreenshot(page, 'auth-signup-check-email-narrow');
      await page.setViewportSize(VIEWPORTS.wide);

      const link = linkIn(await inbox.waitForMailTo(email), '/verify-email');
      await page.goto(`${portal.baseUrl}${link}`);
      await expect
        .poll(() => dialogHeading(page).textContent(), { timeout: 15_000 })
        .toBe(text('messages.success.account_ready'));
      // The single-use token leaves the address bar as soon as it is read.
      expect(page.url()).not.toContain('token=');
      const toLogin = page.getByRole('button', { name: text('auth.login.submit'), exact: true });
      await expect.poll(() => toLogin.isEnabled()).toBe(true);
      await page.waitForTimeout(300); // the button's colour transition
      await saveScreenshot(page, 'auth-verified-wide');

      await toLogin.click();
      await page.waitForURL(/\/login$/);
      await signIn(page, email, PASSWORD);
      await expectSignedInAtEntry(page);
      await saveScreenshot(page, 'auth-signed-in-wide');

      await page.getByRole('button', { name: text('account.menu') }).click();
      await page.getByRole('menuitem', { name: text('account.logout') }).click();
      await page.waitForURL(/\/login$/);
      await expect
        .poll(() => page.getByText(text('messages.success.logged_out')).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'auth-logged-out-wide');
      const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
      expect(session).toBe(401);
    } finally {
      await page.context().close();
    }
  });

  it('signs the demo investor in to their entry path, and ?logout signs them out', async () => {
    const investor = demoSignIns(portal.output()).find((row) => row.role === 'investor');
    expect(investor).toBeTruthy();
    const page = await newPage('narrow');
    try {
      await page.goto(`${portal.baseUrl}/login?lng=en`);
      await signIn(page, investor!.email, investor!.password);
      await expectSignedInAtEntry(page);
      await saveScreenshot(page, 'auth-demo-investor-narrow');

      await page.goto(`${portal.baseUrl}/?logout`);
      await page.waitForURL(/\/login$/);
      await expect
        .poll(() => page.getByText(text('messages.success.logged_out')).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'auth-logout-flag-narrow');
    } finally {
      await page.context().close();
    }
  });

  it('shows the error banner and clears the password after a wrong password', async () => {
    const investor = demoSignIns(portal.output()).find((row) => row.role === 'investor')!;
    for (const viewport of ['narrow', 'wide'] as const) {
      const page = await newPage(viewport);
      try {
        await page.goto(`${portal.baseUrl}/login?lng=en`);
        await signIn(page, investor.email, 'Wrong-pass-1');
        const alert = page.getByRole('dialog').getByRole('alert');
        await expect
          .poll(() => alert.count(), { timeout: 10_000 })
          .toBeGreaterThan(0)
          .catch(async (error: unknown) => {
            await saveScreenshot(page, `auth-wrong-password-${viewport}-failed`);
            throw error;
          });
        expect((await alert.first().textContent())?.trim()).not.toBe('');
        expect(await page.getByLabel(text('auth.password'), { exact: false }).first().inputValue()).toBe('');
        expect(new URL(page.url()).pathname).toBe('/login');
        await saveScreenshot(page, `auth-wrong-password-${viewport}`);
      } finally {
        await page.context().close();
      }
    }
  });
});
