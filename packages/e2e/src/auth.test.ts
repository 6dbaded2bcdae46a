import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { Browser, Page } from 'playwright-core';
import { waitForScreen } from './support/client-dialogs';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { demoSignIns } from './support/demo-sign-ins';
import { webText } from './support/locale-text';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { sharedInbox, sharedPortal } from './support/shared-portals';
import { linkIn, type SmtpInbox } from './support/smtp-inbox';

// Identity in the browser against the real server and a real SMTP server: sign up, verify the email
// from the link in the mail, sign in, land on the entry path, sign out; demo sign-in; wrong password.
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
  // The landing screen has rendered (its lazy chunk loaded): the shell's main area has a heading,
  // after a client's terms (which come before it). Not by role: a welcome dialog over it hides it
  // from the accessibility tree.
  await waitForScreen(page, 'en', 15_000);
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
      await expectNoSeriousA11yViolations(page, 'auth-signup-filled-wide');
      await page.getByRole('button', { name: text('auth.signup.submit'), exact: true }).click();
      await expect
        .poll(() => dialogHeading(page).textContent(), { timeout: 10_000 })
        .toBe(text('auth.checkEmail.title'));
      await expect.poll(() => page.getByRole('status').textContent()).toContain(email);
      await saveScreenshot(page, 'auth-signup-check-email-wide');
      await expectNoSeriousA11yViolations(page, 'auth-signup-check-email-wide');
      await page.setViewportSize(VIEWPORTS.narrow);
      await saveScreenshot(page, 'auth-signup-check-email-narrow');
      await expectNoSeriousA11yViolations(page, 'auth-signup-check-email-narrow');
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
      await expectNoSeriousA11yViolations(page, 'auth-verified-wide');

      await toLogin.click();
      await page.waitForURL(/\/login$/);
      await signIn(page, email, PASSWORD);
      await expectSignedInAtEntry(page);
      await saveScreenshot(page, 'auth-signed-in-wide');
      await expectNoSeriousA11yViolations(page, 'auth-signed-in-wide');

      await page.getByRole('button', { name: text('account.menu') }).click();
      await page.getByRole('menuitem', { name: text('account.logout') }).click();
      await page.waitForURL(/\/login$/);
      await expect
        .poll(() => page.getByText(text('messages.success.logged_out')).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'auth-logged-out-wide');
      await expectNoSeriousA11yViolations(page, 'auth-logged-out-wide');
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
      await expectNoSeriousA11yViolations(page, 'auth-demo-investor-narrow');

      await page.goto(`${portal.baseUrl}/?logout`);
      await page.waitForURL(/\/login$/);
      await expect
        .poll(() => page.getByText(text('messages.success.logged_out')).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'auth-logout-flag-narrow');
      await expectNoSeriousA11yViolations(page, 'auth-logout-flag-narrow');
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
        await expectNoSeriousA11yViolations(page, `auth-wrong-password-${viewport}`);
      } finally {
        await page.context().close();
      }
    }
  });

  it('invites a client, who accepts in the sign-up dialog and meets the terms and welcome dialogs', async () => {
    const advisor = demoSignIns(portal.output()).find((row) => row.role === 'advisor')!;
    const advisorPage = await newPage('wide');
    const clientPage = await newPage('narrow');
    try {
      await advisorPage.goto(`${portal.baseUrl}/login?lng=en`);
      await signIn(advisorPage, advisor.email, advisor.password);
      await expectSignedInAtEntry(advisorPage);
      const target = await invitableAccount(advisorPage);

      await advisorPage.goto(`${portal.baseUrl}/dashboard/${target.portalId}/account/${target.accountId}`);
      const invite = advisorPage.getByRole('button', { name: text('invitations.invite'), exact: true });
      await expect.poll(() => invite.isEnabled(), { timeout: 15_000 }).toBe(true);
      await invite.click();
      await expect
        .poll(() => advisorPage.getByText(text('messages.success.client_invited')).count(), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);

      const link = linkIn(await inbox.waitForMailTo(target.email), '/signup', 'invite');
      expect(link).toContain('invite=');
      await clientPage.goto(`${portal.baseUrl}${link}`);
      const email = clientPage.getByLabel(text('auth.email'), { exact: false }).first();
      await expect.poll(() => email.inputValue(), { timeout: 15_000 }).toBe(target.email);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      // The single-use invitation leaves the address bar as soon as it is read.
      expect(clientPage.url()).not.toContain('invite=');
      await clientPage.getByLabel(text('auth.password'), { exact: false }).first().fill(PASSWORD);
      await clientPage.getByRole('checkbox', { name: text('auth.terms') }).check();
      await saveScreenshot(clientPage, 'auth-invitation-signup-narrow');
      await expectNoSeriousA11yViolations(clientPage, 'auth-invitation-signup-narrow');
      await clientPage.getByRole('button', { name: text('auth.signup.submit'), exact: true }).click();
      await clientPage.waitForURL(/\/profile\/me$/, { timeout: 20_000 }).catch(async (error: unknown) => {
        await saveScreenshot(clientPage, 'auth-invitation-signup-failed');
        throw error;
      });

      // The new client's first visit to the portal: the terms first, then the welcome.
      await clientPage.goto(`${portal.baseUrl}/dashboard/${target.portalId}`);
      const terms = clientPage.getByRole('dialog', { name: text('clientDialogs.terms.title') });
      await terms.waitFor({ timeout: 15_000 });
      await saveScreenshot(clientPage, 'client-terms-dialog-narrow');
      await expectNoSeriousA11yViolations(clientPage, 'client-terms-dialog-narrow');
      await terms.getByRole('button', { name: text('clientDialogs.terms.accept') }).click();
      // The thanks arrive as a snackbar over the next dialog; axe reads it mid-fade otherwise.
      await clientPage.getByText(text('messages.success.terms_accepted')).waitFor({ timeout: 15_000 });
      const welcomeTitle = text('clientDialogs.welcome.title').replace('{{portal}}', target.portalName);
      const welcome = clientPage.getByRole('dialog', { name: welcomeTitle });
      const notValidated = clientPage.getByRole('dialog', { name: text('clientDialogs.notValidated.title') });
      await Promise.race([welcome.waitFor({ timeout: 15_000 }), notValidated.waitFor({ timeout: 15_000 })]);
      if (await notValidated.count()) {
        await notValidated.getByRole('button', { name: text('clientDialogs.notValidated.continue') }).click();
      }
      await welcome.waitFor({ timeout: 15_000 });
      await clientPage.setViewportSize(VIEWPORTS.wide);
      await saveScreenshot(clientPage, 'client-welcome-dialog-wide');
      await expectNoSeriousA11yViolations(clientPage, 'client-welcome-dialog-wide');
      await welcome.getByRole('checkbox', { name: text('clientDialogs.welcome.doNotShowAgain') }).check();
      await welcome.getByRole('button', { name: text('app.close') }).click();
      await expect.poll(() => welcome.count()).toBe(0);

      // Accepted terms and 'do not show again' are kept: the next visit opens no dialog.
      await expect
        .poll(
          async () =>
            (await get<{ required: boolean }>(clientPage, `/api/portals/${target.portalId}/terms`)).json
              .required,
        )
        .toBe(false);
      await expect
        .poll(
          async () =>
            (await get<{ user: { hideIntroText: boolean } }>(clientPage, '/api/auth/session')).json.user
              .hideIntroText,
        )
        .toBe(true);
      await clientPage.reload();
      await clientPage
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 15_000 });
      await clientPage.waitForTimeout(1_000);
      expect(await clientPage.getByRole('dialog').count()).toBe(0);
    } finally {
      await advisorPage.context().close();
      await clientPage.context().close();
    }
  });
});

interface InvitableAccount {
  portalId: string;
  portalName: string;
  accountId: string;
  email: string;
}

/** An account of the signed-in advisor whose client has an address and has never signed in. */
async function invitableAccount(page: Page): Promise<InvitableAccount> {
  const portals = await get<{ items: { id: string; name: string }[] }>(page, '/api/portals');
  for (const { id: portalId, name: portalName } of portals.json.items) {
    const list = await get<{ items: { id: string; email: string | null }[] }>(
      page,
      `/api/portals/${portalId}/accounts?pageSize=50`,
    );
    for (const item of list.json.items.filter((row) => row.email)) {
      const detail = await get<{ clientHasSignedIn: boolean }>(
        page,
        `/api/portals/${portalId}/accounts/${item.id}`,
      );
      if (!detail.json.clientHasSignedIn)
        return { portalId, portalName, accountId: item.id, email: item.email! };
    }
  }
  throw new Error('the demo advisor has no account whose client could be invited');
}
