import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '@portal/server/auth/oidc/testing/local-provider';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { webText } from './support/locale-text';
import { get } from './support/page-api';
import { freePort, startPortal, type RunningPortal } from './support/portal-server';

// National e-ID in the browser (issue 3 item 5): the icelandic brand's login dialog sends the
// visitor to a real OpenID provider on this machine, they sign in there, and come back signed in.
const text = (key: string) => webText('is', key);

let browser: Browser;
let provider: LocalOidcProvider;
let portal: RunningPortal;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startLocalOidcProvider({
    redirectUri: `${publicUrl}/api/auth/oidc/callback`,
    identities: { '1203894569': { name: 'Anna Sigurðardóttir', email: 'anna@example.is' } },
  });
  [browser, portal] = await Promise.all([
    launchBrowser(),
    startPortal({
      brand: 'icelandic',
      seed: false,
      port,
      env: {
        PUBLIC_URL: publicUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await provider?.close();
});

describe('national e-ID in Chromium', () => {
  it('signs in through the OpenID provider and comes back signed in', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.narrow, locale: 'is-IS' });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.baseUrl}/login?lng=is`);
      const eid = page.getByRole('link', { name: text('auth.eid.button') });
      await eid.waitFor({ timeout: 15_000 });
      await saveScreenshot(page, 'eid-login-dialog-narrow');
      await expectNoSeriousA11yViolations(page, 'eid-login-dialog-narrow');
      await eid.click();

      // The provider's own sign-in and consent pages (oidc-provider's development interactions).
      await page.waitForURL((url) => url.origin === provider.issuer, { timeout: 15_000 });
      await page.locator('input[name="login"]').fill('1203894569');
      await page.locator('input[name="password"]').fill('any-password');
      await page.locator('button[type="submit"]').click();
      await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();

      await page.waitForURL((url) => url.origin === portal.baseUrl && url.pathname !== '/login', {
        timeout: 20_000,
      });
      await expect
        .poll(
          async () => (await get<{ user?: { email: string } }>(page, '/api/auth/session')).json.user?.email,
          {
            timeout: 10_000,
          },
        )
        .toBe('anna@example.is');
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      await page.setViewportSize(VIEWPORTS.wide);
      await saveScreenshot(page, 'eid-signed-in-wide');
      await expectNoSeriousA11yViolations(page, 'eid-signed-in-wide');
    } finally {
      await context.close();
    }
  });
});
