import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissClientDialogs } from './support/client-dialogs';
import { launchBrowser, saveScreenshot } from './support/browser';
import { webText } from './support/locale-text';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import {
  chartDrawn,
  heading,
  openScreen,
  pageWidth,
  screenText,
  signInAs,
  snackbar,
} from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The advisor and investor dashboard of issue 5 in Chromium against the real server: clients
// overview, account, portfolio tabs, charts with their table alternative, drawers, CSV, editing with
// the §5 messages, an investor kept out of another client's account, and the icelandic brand's ISK
// figures and print export. Screenshots at 390 px and 1440 px go to screenshots/.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

let browser: Browser;
let manager: RunningPortal;
let icelandic: RunningPortal;

beforeAll(async () => {
  [browser, manager, icelandic] = await Promise.all([
    launchBrowser(),
    sharedPortal('asset-manager'),
    sharedPortal('icelandic'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const signIn = (portal: RunningPortal, role: string, viewport: 'narrow' | 'wide') =>
  signInAs(browser, portal, role, viewport);
const open = (page: Page, url: string) => openScreen(page, url);

describe('advisor dashboard (asset-manager)', () => {
  it('filters clients, opens an account and a portfolio, its tabs, charts, drawers and CSV', async () => {
    const { page, portalId, close } = await signIn(manager, 'advisor', 'wide');
    try {
      const base = `${manager.baseUrl}/dashboard/${portalId}`;
      await open(page, base);
      const list = page.getByRole('table', { name: text('dashboard.listLabel') });
      await expect.poll(() => list.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await expect.poll(() => page.getByText(/^£[\d,.]+[km]?$/).count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'dashboard-clients-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-clients-wide');

      // Phone-book letter: every row left starts with it; the search goes to the server.
      const first = (await list.locator('tbody tr').first().locator('td').first().textContent())!.trim();
      const letter = first.charAt(0).toUpperCase();
      await page.getByRole('button', { name: text('dashboard.letter', { letter }) }).click();
      await expect.poll(() => page.url()).toContain(`letter=${letter}`);
      await expect
        .poll(async () => {
          const names = await list.locator('tbody tr td:first-child').allTextContents();
          return names.length > 0 && names.every((name) => name.trim().toUpperCase().startsWith(letter));
        })
        .toBe(true);
      await page.getByRole('button', { name: text('dashboard.allLetters') }).click();
      await page.getByLabel(text('dashboard.search')).fill(first.split(' ')[0]!);
      await expect.poll(() => page.url(), { timeout: 5000 }).toContain('q=');
      await expect.poll(() => list.getByText(first, { exact: true }).count()).toBe(1);

      // The name is a link to the account (open in a new tab works); the rest of the row opens the drawer.
      const nameLink = list.getByRole('link', { name: first, exact: true });
      expect(await nameLink.getAttribute('href')).toMatch(
        new RegExp(`^/dashboard/${portalId}/account/[^/]+$`),
      );
      // A filter's inner locator is relative to the row.
      await list
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: first, exact: true }) })
        .locator('td')
        .last()
        .click();
      const drawer = page.getByRole('dialog', { name: first });
      await drawer.getByRole('link', { name: text('dashboard.openAccount') }).click();
      await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(first);
      const portfolios = page.getByRole('table', { name: text('accountScreen.portfolios') });
      await expect.poll(() => portfolios.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await chartDrawn(page, text('accountScreen.allocation'));
      await saveScreenshot(page, 'dashboard-account-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-account-wide');

      // Portfolio rows: the name is a link; the rest of the row opens the drawer.
      expect(await portfolios.locator('tbody tr').first().getByRole('link').getAttribute('href')).toContain(
        '/portfolio/',
      );
      await portfolios.locator('tbody tr').first().locator('td').last().click();
      await page.getByRole('link', { name: text('portfolio.open') }).click();
      await chartDrawn(page, text('portfolio.assetClasses'));
      await saveScreenshot(page, 'dashboard-portfolio-exposure-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-portfolio-exposure-wide');

      const tab = (name: string) =>
        page.getByRole('tab', { name: text(`portfolio.tabs.${name}`), exact: true }).click();
      await tab('cumulative');
      await chartDrawn(page, text('charts.cumulativeTitle'));
      // How a figure is computed, then the chart's table alternative.
      await page
        .getByRole('button', { name: text('figures.howComputed', { name: text('figures.twr') }) })
        .click();
      await expect.poll(() => page.getByText(webText('en', 'figures.methods.twr.formula')).count()).toBe(1);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: text('charts.showTableOf', { title: text('charts.cumulativeTitle') }) })
        .click();
      await expect
        .poll(() =>
          page
            .getByRole('table', { name: text('charts.cumulativeTitle') })
            .locator('tbody tr')
            .count(),
        )
        .toBeGreaterThan(1);
      await saveScreenshot(page, 'dashboard-portfolio-cumulative-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-portfolio-cumulative-wide');
      // A 5-year return on a shorter history reads '—' with the reason, never 0 %.
      await tab('discrete');
      await chartDrawn(page, text('charts.discreteTitle'));
      await expect
        .poll(() =>
          page
            .getByLabel(
              text('figures.notAvailable', { reason: text('figures.reasons.insufficient_history') }),
            )
            .count(),
        )
        .toBeGreaterThan(0);

      await tab('holdings');
      const holdings = page.getByRole('table', { name: /^Holdings on/ });
      await expect.poll(() => holdings.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await holdings.locator('tbody tr').first().click();
      const holdingDrawer = page.getByRole('dialog').last();
      await expect
        .poll(() => holdingDrawer.getByRole('heading', { name: text('drawers.transactions') }).count())
        .toBe(1);
      // Where the account holds the same security: at least the open portfolio.
      await expect
        .poll(
          () =>
            holdingDrawer
              .getByRole('table', { name: text('drawers.positions') })
              .locator('tbody tr')
              .count(),
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'dashboard-holding-drawer-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-holding-drawer-wide');
      await page.keyboard.press('Escape');

      await tab('transactions');
      await expect
        .poll(() => page.getByRole('combobox', { name: text('transactions.range') }).textContent())
        .toBe(text('transactions.ranges.6m'));
      const csv = await page
        .getByRole('link', { name: text('portfolio.csv.transactions') })
        .getAttribute('href');
      expect(csv).toMatch(/transactions\.csv\?range=6m&kind=trades$/);
      const download = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type') };
      }, csv!);
      expect(download).toEqual({ status: 200, type: 'text/csv; charset=utf-8' });

      await tab('breakdowns');
      await page.getByRole('button', { name: text('portfolio.breakdownNames.sector') }).click();
      await chartDrawn(page, text('portfolio.breakdownNames.sector'));
      await page
        .getByRole('table', { name: text('portfolio.breakdownNames.sector') })
        .locator('tbody tr')
        .first()
        .click();
      // The slice's count, value and share of the portfolio ('2 holdings · £51,374.62, 26.58% of the portfolio').
      await expect
        .poll(() => page.getByText(/^\d+ holdings? · £[\d,]+\.\d\d, \d+\.\d\d% of the portfolio$/).count())
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'dashboard-breakdown-drawer-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-breakdown-drawer-wide');
    } finally {
      await close();
    }
  });

  it('books transactions with the §5 messages: required fields, a sale above the held units, then a purchase', async () => {
    const { page, portalId, close } = await signIn(manager, 'advisor', 'wide');
    try {
      const accounts = await get<{ items: { id: string; portfolioCount: number }[] }>(
        page,
        `/api/portals/${portalId}/accounts?pageSize=20`,
      );
      const account = accounts.json.items.find((a) => a.portfolioCount > 0)!;
      const listed = await get<{ items: { id: string }[] }>(
        page,
        `/api/portals/${portalId}/accounts/${account.id}/portfolios`,
      );
      const portfolioId = listed.json.items[0]!.id;
      const held = await get<{ items: { symbol: string; units: string; id: string | null }[] }>(
        page,
        `/api/portals/${portalId}/accounts/${account.id}/portfolios/${portfolioId}/holdings?pageSize=100`,
      );
      const holding = held.json.items.find((h) => h.id && !h.symbol.startsWith('CASH.'))!;

      await open(
        page,
        `${manager.baseUrl}/dashboard/${portalId}/edit-transactions/${portfolioId}?account=${account.id}`,
      );
      const book = page.getByRole('button', { name: text('editor.book') });
      await book.click();
      await expect.poll(() => page.getByText(text('messages.validation.symbol_required')).count()).toBe(1);
      await expect.poll(() => page.getByText(text('messages.validation.required_field')).count()).toBe(2);

      const field = (label: string) => page.getByLabel(label, { exact: false }).first();
      await page.getByRole('combobox', { name: text('transactions.type') }).click();
      await page.getByRole('option', { name: text('transactions.types.Sale') }).click();
      await field(text('transactions.name')).fill('Too much');
      await field(text('holdings.symbol')).fill(holding.symbol);
      await field(text('editor.amount')).fill(String(Number(holding.units) + 1000));
      await book.click();
      await expect
        .poll(() =>
          page.getByText(text('messages.errors.sale_above_units_held', { held: holding.units })).count(),
        )
        .toBe(1);
      await saveScreenshot(page, 'dashboard-edit-transactions-wide');
      await expectNoSeriousA11yViolations(page, 'dashboard-edit-transactions-wide');

      await page.getByRole('combobox', { name: text('transactions.type') }).click();
      await page.getByRole('option', { name: text('transactions.types.Purchase') }).click();
      await field(text('editor.amount')).fill('1');
      await book.click();
      await snackbar(page, text('messages.success.holding_updated'));
      await expect.poll(() => field(text('editor.amount')).inputValue()).toBe('');
    } finally {
      await close();
    }
  });
});

describe('investor dashboard (asset-manager, 390 px)', () => {
  it('lands on their account, reads a portfolio on a phone, and cannot open another client’s account', async () => {
    const staff = await signIn(manager, 'advisor', 'wide');
    const others = await get<{ items: { id: string }[] }>(
      staff.page,
      `/api/portals/${staff.portalId}/accounts?pageSize=100`,
    );
    await staff.close();
    const { page, portalId, close } = await signIn(manager, 'investor', 'narrow');
    try {
      const entry = await get<{ path: string }>(page, '/api/me/entry');
      await open(page, `${manager.baseUrl}${entry.json.path}`);
      await saveScreenshot(page, 'dashboard-investor-entry-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-investor-entry-narrow');
      const mine = await get<{ items: { id: string }[] }>(page, `/api/portals/${portalId}/accounts`);
      const own = new Set(mine.json.items.map((a) => a.id));
      const accountId = mine.json.items[0]!.id;
      await open(page, `${manager.baseUrl}/dashboard/${portalId}/account/${accountId}`);
      const portfolios = page.getByRole('table', { name: text('accountScreen.portfolios') });
      await expect.poll(() => portfolios.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await saveScreenshot(page, 'dashboard-account-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-account-narrow');
      // No sideways scrolling of the page on a phone.
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      await portfolios.locator('tbody tr').first().click();
      await page.getByRole('link', { name: text('portfolio.open') }).click();
      await page.locator('main h1').first().waitFor();
      await dismissClientDialogs(page);
      await chartDrawn(page, text('portfolio.assetClasses'));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'dashboard-portfolio-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-portfolio-narrow');
      await page.getByRole('tab', { name: text('portfolio.tabs.holdings') }).click();
      const holdings = page.getByRole('table', { name: /^Holdings on/ });
      await expect.poll(() => holdings.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await holdings.locator('tbody tr').first().click();
      await expect
        .poll(() => page.getByRole('heading', { name: text('drawers.transactions') }).count())
        .toBe(1);
      await saveScreenshot(page, 'dashboard-holding-drawer-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-holding-drawer-narrow');
      // An investor sees no editing.
      expect(await page.getByRole('link', { name: text('editor.editHoldings') }).count()).toBe(0);

      const foreign = others.json.items.find((a) => !own.has(a.id))!;
      await page.goto(`${manager.baseUrl}/dashboard/${portalId}/account/${foreign.id}`);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/dashboard/404');
    } finally {
      await close();
    }
  });
});

describe('icelandic brand', () => {
  it('shows ISK figures and prints an account statement from the export route', async () => {
    const { page, portalId, close } = await signIn(icelandic, 'advisor', 'narrow');
    try {
      await open(page, `${icelandic.baseUrl}/dashboard/${portalId}?lng=en`);
      await expect
        .poll(() => page.getByText(/^kr\s[\d,.]+[km]?$/).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'dashboard-icelandic-clients-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-icelandic-clients-narrow');
      const accounts = await get<{ items: { id: string; name: string; portfolioCount: number }[] }>(
        page,
        `/api/portals/${portalId}/accounts?pageSize=20`,
      );
      const account = accounts.json.items.find((a) => a.portfolioCount > 0)!;
      await page.goto(`${icelandic.baseUrl}/dashboard/${portalId}/account/${account.id}/export?lng=en`);
      await expect
        .poll(() => page.locator('main h1').first().textContent(), { timeout: 20_000 })
        .toBe(account.name);
      await expect
        .poll(() =>
          page
            .getByRole('table', { name: text('accountScreen.performance') })
            .locator('tbody tr')
            .count(),
        )
        .toBeGreaterThan(1);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'dashboard-icelandic-export-narrow');
      await expectNoSeriousA11yViolations(page, 'dashboard-icelandic-export-narrow');
    } finally {
      await close();
    }
  });
});
