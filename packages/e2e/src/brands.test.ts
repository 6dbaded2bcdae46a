import type { Locale } from '@portal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot } from './support/browser';
import { dismissClientDialogs } from './support/client-dialogs';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { chartDrawn, heading, openScreen, pageWidth, screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The dashboard on the partners and Greek brands (issue 5): their own routes and navigation, as an
// advisor and as an investor, with axe on every screen. The partners install reads its portfolio
// data over HTTP from a second install's Data API (§7, the partners paths), as it would in
// production; the Greek one runs on its own tables (DATA_PROVIDER=database) in Greek.
let browser: Browser;
let partners: RunningPortal;
let greek: RunningPortal;

beforeAll(async () => {
  // The shared 'partners-reader' reads the shared 'partners' portal's Data API (shared-portal-specs.ts).
  [browser, partners, greek] = await Promise.all([
    launchBrowser(),
    sharedPortal('partners-reader'),
    sharedPortal('greek'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

interface AccountRow {
  id: string;
  name: string;
  portfolioCount: number;
}

/** Opens a screen, checks it with axe and saves its screenshot. */
async function visit(page: Page, url: string, name: string, locale: Locale = 'en'): Promise<void> {
  await openScreen(page, url, locale);
  await saveScreenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

/** The distinct screens the navigation links to (side rail on wide screens, bottom bar on phones). */
const navLinks = async (page: Page) => {
  const paths = await page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as unknown as { href: string }).href).pathname),
    );
  return [...new Set(paths)];
};

/** Opens every screen of the navigation, with axe and a screenshot each (issue 5: every screen). */
async function everyNavScreen(page: Page, baseUrl: string, name: string, locale: Locale): Promise<void> {
  for (const path of await navLinks(page)) {
    if (!path.startsWith('/dashboard/')) continue;
    const screen = path.split('/').slice(3).join('-') || 'clients';
    await visit(page, `${baseUrl}${path}`, `${name}-${screen}`, locale);
  }
}

/** An advisor's walk: clients, an account, its first portfolio (opened from the account screen). */
async function advisorWalk(portal: RunningPortal, brand: 'partners' | 'greek', locale: Locale) {
  const text = (key: string, values?: Record<string, string | number>) => screenText(locale, key, values);
  const { page, portalId, close } = await signInAs(browser, portal, 'advisor', 'wide', locale);
  try {
    const base = `${portal.baseUrl}/dashboard/${portalId}`;
    await visit(page, `${base}?lng=${locale}`, `brands-${brand}-clients-wide`, locale);
    const list = page.getByRole('table', { name: text('dashboard.listLabel') });
    await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(1);

    const accounts = await get<{ items: AccountRow[] }>(
      page,
      `/api/portals/${portalId}/accounts?pageSize=50`,
    );
    const account = accounts.json.items.find((row) => row.portfolioCount > 0)!;
    await visit(page, `${base}/account/${account.id}`, `brands-${brand}-account-wide`, locale);
    expect(await heading(page)).toBe(account.name);
    const portfolios = page.getByRole('table', { name: text('accountScreen.portfolios') });
    await expect.poll(() => portfolios.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The account loaded: no §4 error flag.
    expect(await page.getByText(text('messages.errors.network'), { exact: true }).count()).toBe(0);

    await portfolios.locator('tbody tr').first().click();
    await page.getByRole('link', { name: text('portfolio.open') }).click();
    await page.locator('main h1').first().waitFor();
    await dismissClientDialogs(page, locale);
    await chartDrawn(page, text('portfolio.assetClasses'));
    await saveScreenshot(page, `brands-${brand}-portfolio-wide`);
    await expectNoSeriousA11yViolations(page, `brands-${brand}-portfolio-wide`);
    const pathname = new URL(page.url()).pathname;

    // The holding drawer: details, where the account holds it, its transactions.
    await page.getByRole('tab', { name: text('portfolio.tabs.holdings'), exact: true }).click();
    const holdingsTitle = screenText(locale, 'holdings.title').split('{{')[0]!;
    const holdings = page.getByRole('table', { name: new RegExp(`^${holdingsTitle}`) });
    await expect.poll(() => holdings.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await holdings.locator('tbody tr').first().click();
    const drawer = page.getByRole('dialog').last();
    await expect
      .poll(
        () =>
          drawer
            .getByRole('table', { name: text('drawers.positions') })
            .locator('tbody tr')
            .count(),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
    await saveScreenshot(page, `brands-${brand}-holding-drawer-wide`);
    await expectNoSeriousA11yViolations(page, `brands-${brand}-holding-drawer-wide`);
    await page.keyboard.press('Escape');
    // The page behind a drawer is hidden from assistive technology until the drawer has gone.
    await drawer.waitFor({ state: 'hidden' });

    const links = await navLinks(page);
    await everyNavScreen(page, portal.baseUrl, `brands-${brand}-advisor`, locale);
    return { pathname, links, portalId, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An investor on a phone: their own account opens; another client's lands on /dashboard/404. */
async function investorWalk(portal: RunningPortal, brand: 'partners' | 'greek', locale: Locale) {
  const staff = await signInAs(browser, portal, 'advisor', 'wide', locale);
  const everyone = await get<{ items: AccountRow[] }>(
    staff.page,
    `/api/portals/${staff.portalId}/accounts?pageSize=100`,
  );
  await staff.close();
  const { page, portalId, close } = await signInAs(browser, portal, 'investor', 'narrow', locale);
  try {
    const entry = await get<{ path: string }>(page, '/api/me/entry');
    await visit(page, `${portal.baseUrl}${entry.json.path}`, `brands-${brand}-investor-entry-narrow`, locale);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await everyNavScreen(page, portal.baseUrl, `brands-${brand}-investor-narrow`, locale);
    const mine = await get<{ items: AccountRow[] }>(page, `/api/portals/${portalId}/accounts`);
    const own = new Set(mine.json.items.map((row) => row.id));
    const foreign = everyone.json.items.find((row) => !own.has(row.id))!;
    await page.goto(`${portal.baseUrl}/dashboard/${portalId}/account/${foreign.id}`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/404');
  } finally {
    await close();
  }
}

describe('partners brand, reading a second install’s Data API', () => {
  it('an advisor opens clients, an account and a portfolio at /portfolio/{contact}-{portfolio}; no messages', async () => {
    const walk = await advisorWalk(partners, 'partners', 'en');
    try {
      // §2 partners variant: the portfolio route names the contact and the portfolio.
      expect(walk.pathname).toMatch(new RegExp(`^/dashboard/${walk.portalId}/portfolio/[^/]+-[^/]+$`));
      expect(walk.links.some((link) => link.endsWith('/messages'))).toBe(false);
      expect(walk.links.some((link) => link.endsWith('/library'))).toBe(true);
    } finally {
      await walk.close();
    }
  });

  it('an investor sees their own account and cannot open another client’s', async () => {
    await investorWalk(partners, 'partners', 'en');
  });
});

describe('Greek brand, in Greek', () => {
  it('an advisor opens clients, an account, a portfolio and the investment advice page', async () => {
    const walk = await advisorWalk(greek, 'greek', 'el');
    try {
      expect(walk.links.some((link) => link.endsWith('/investment-advice'))).toBe(true);
      expect(walk.links.some((link) => link.endsWith('/explorer') || link.endsWith('/news'))).toBe(false);
    } finally {
      await walk.close();
    }
  });

  it('shows the investment advice page to an investor, and keeps them out of another client’s account', async () => {
    const { page, portalId, close } = await signInAs(browser, greek, 'investor', 'wide', 'el');
    try {
      await visit(
        page,
        `${greek.baseUrl}/dashboard/${portalId}/investment-advice`,
        'brands-greek-investment-advice-wide',
        'el',
      );
      expect(await heading(page)).toBe(screenText('el', 'advice.title'));
    } finally {
      await close();
    }
    await investorWalk(greek, 'greek', 'el');
  });
});
