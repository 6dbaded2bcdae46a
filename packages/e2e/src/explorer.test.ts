import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, saveScreenshot } from './support/browser';
import { get } from './support/page-api';
import type { RunningPortal } from './support/portal-server';
import { chartDrawn, heading, openScreen, pageWidth, screenText, signInAs } from './support/screens';
import { sharedPortal } from './support/shared-portals';

// The investments explorer of issue 5 item 8 in Chromium against the seeded asset-manager portal:
// an investor searches by ISIN, filters, favourites a fund and finds it under favourites only,
// switches list and grid (remembered), opens a fund and sees its price chart, its period returns
// and its documents. axe on the screen and the drawer; screenshots at 390 px and 1440 px.
const text = (key: string, values: Record<string, string | number> = {}) => screenText('en', key, values);

interface Fund {
  id: string;
  name: string;
  isin: string;
  region: string | null;
  favourite: boolean;
}

let browser: Browser;
let manager: RunningPortal;

beforeAll(async () => {
  [browser, manager] = await Promise.all([launchBrowser(), sharedPortal('asset-manager')]);
});
afterAll(async () => {
  await browser?.close();
});

/** The names the results show (list rows or grid cards), read from their open buttons. */
async function resultNames(page: Page): Promise<string[]> {
  return page.locator('main').getByTestId('fund-name').allTextContents();
}

/** Opens a fund from the results: the row or card is the button, its name the visible label. */
async function openFund(page: Page, name: string): Promise<void> {
  await page.locator('main').getByTestId('fund-name').getByText(name, { exact: true }).click();
}

/** A fund of the seeded universe with documents and a price history (the seed gives a few). */
async function fundWithDocuments(page: Page, portalId: string): Promise<Fund> {
  const list = await get<{ items: Fund[] }>(page, `/api/portals/${portalId}/funds?pageSize=100`);
  expect(list.status).toBe(200);
  for (const fund of list.json.items) {
    const details = await get<{ documents: number; hasPrices: boolean }>(
      page,
      `/api/portals/${portalId}/funds/${fund.id}`,
    );
    if (details.json.documents > 0 && details.json.hasPrices) return fund;
  }
  throw new Error('the seed has no fund with documents');
}

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A filter value's option, whatever its facet count: 'Global (12)'. */
const facetOption = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);

interface Facets {
  category: { value: string; count: number }[];
  currency: { value: string; count: number }[];
  region: { value: string; count: number }[];
}

describe('investments explorer (asset-manager)', () => {
  it('searches by ISIN, filters, favourites, switches layout and opens a fund with chart and documents', async () => {
    const { page, portalId, close } = await signInAs(browser, manager, 'investor', 'wide');
    try {
      const fund = await fundWithDocuments(page, portalId);
      const url = `${manager.baseUrl}/dashboard/${portalId}/explorer`;
      await openScreen(page, url);
      expect(await heading(page)).toBe(text('screens.dashboard-portal-explorer'));
      await expect
        .poll(() => resultNames(page).then((n) => n.length), { timeout: 20_000 })
        .toBeGreaterThan(5);
      await saveScreenshot(page, 'explorer-list-wide');
      await expectNoSeriousA11yViolations(page, 'explorer-list-wide');

      // Search by ISIN (debounced): exactly that fund.
      const search = page.getByLabel(text('explorer.search'));
      await search.fill(fund.isin);
      await expect.poll(() => resultNames(page), { timeout: 10_000 }).toEqual([fund.name]);
      await search.fill('');
      await expect.poll(() => resultNames(page).then((n) => n.length)).toBeGreaterThan(1);

      // Region filter: every result is from that region (the chips show it), and the count drops.
      const all = (await get<{ total: number }>(page, `/api/portals/${portalId}/funds`)).json.total;
      const region = fund.region ?? 'Global';
      await chooseOption(page, text('explorer.region'), facetOption(region));
      const inRegion = (
        await get<{ total: number }>(
          page,
          `/api/portals/${portalId}/funds?region=${encodeURIComponent(region)}`,
        )
      ).json.total;
      expect(inRegion).toBeLessThan(all);
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe(
          inRegion === 1
            ? text('explorer.resultCount_one', { count: 1 })
            : text('explorer.resultCount_other', { count: inRegion }),
        );
      // ESG: the highest bar leaves only funds rated 10 (maybe none: then the empty state shows).
      await chooseOption(page, text('explorer.esg'), text('explorer.esgAtLeast', { rating: 9 }));
      const rated = (
        await get<{ total: number }>(
          page,
          `/api/portals/${portalId}/funds?region=${encodeURIComponent(region)}&esgMin=9`,
        )
      ).json.total;
      if (rated === 0) await expect.poll(() => page.getByText(text('explorer.empty')).count()).toBe(1);
      else await expect.poll(() => resultNames(page).then((n) => n.length)).toBe(Math.min(rated, 24));
      await chooseOption(page, text('explorer.esg'), text('explorer.esgAny'));
      await chooseOption(page, text('explorer.region'), text('explorer.allRegions'));
      // Currency: GBP.
      await chooseOption(page, text('explorer.currency'), facetOption('GBP'));
      const gbp = (await get<{ total: number }>(page, `/api/portals/${portalId}/funds?currency=GBP`)).json
        .total;
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe(text('explorer.resultCount_other', { count: gbp }));
      await chooseOption(page, text('explorer.currency'), text('explorer.allCurrencies'));

      // Favourite the fund (optimistic star), then favourites only shows it alone.
      await search.fill(fund.isin);
      await expect.poll(() => resultNames(page), { timeout: 10_000 }).toEqual([fund.name]);
      await page.getByRole('button', { name: text('explorer.addFavourite', { name: fund.name }) }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: text('explorer.removeFavourite', { name: fund.name }) }).count(),
        )
        .toBe(1);
      await search.fill('');
      await page.getByLabel(text('explorer.favouritesOnly')).check();
      await expect.poll(() => resultNames(page), { timeout: 10_000 }).toEqual([fund.name]);
      const favourites = await get<{ items: Fund[] }>(page, `/api/portals/${portalId}/funds?favourites=only`);
      expect(favourites.json.items.map((f) => f.id)).toEqual([fund.id]);

      // Grid, remembered after a reload.
      await page.getByRole('button', { name: text('explorer.grid'), exact: true }).click();
      await expect.poll(() => page.getByRole('list', { name: text('explorer.grid') }).count()).toBe(1);
      await page.getByLabel(text('explorer.favouritesOnly')).uncheck();
      await expect.poll(() => resultNames(page).then((n) => n.length)).toBeGreaterThan(1);
      await saveScreenshot(page, 'explorer-grid-wide');
      await openScreen(page, url);
      await expect
        .poll(() => page.getByRole('list', { name: text('explorer.grid') }).count(), { timeout: 20_000 })
        .toBe(1);

      // Open the fund: §9 fields, a drawn price chart, the period returns, then its documents.
      await search.fill(fund.isin);
      await expect.poll(() => resultNames(page), { timeout: 10_000 }).toEqual([fund.name]);
      await openFund(page, fund.name);
      const drawer = page.getByRole('dialog', { name: fund.name });
      await drawer.getByText(text('explorer.fields.code'), { exact: true }).waitFor();
      for (const label of ['group', 'size', 'assetClass', 'type', 'objective', 'currency'])
        expect(await drawer.getByText(text(`explorer.fields.${label}`), { exact: true }).count()).toBe(1);
      await chartDrawn(page, text('explorer.chartTitle', { name: fund.name }));
      const periods = drawer.getByRole('table', { name: text('explorer.periodsTable') });
      expect(await periods.locator('tbody tr').count()).toBe(7);
      // The 1Y return is a figure, not '—' (the seed gives eight years of closes).
      const oneYear = (await periods.locator('[data-period="1Y"]').textContent())!.trim();
      expect(oneYear).toMatch(/^[+-]?\d+\.\d{2}%$/);
      await saveScreenshot(page, 'explorer-fund-wide');
      await expectNoSeriousA11yViolations(page, 'explorer-fund-wide');
      // The chart's table alternative.
      await drawer
        .getByRole('button', {
          name: text('charts.showTableOf', { title: text('explorer.chartTitle', { name: fund.name }) }),
        })
        .click();
      expect(
        await drawer
          .getByRole('table', { name: text('explorer.chartTitle', { name: fund.name }) })
          .locator('tbody tr')
          .count(),
      ).toBeGreaterThan(5);

      await drawer.getByRole('tab', { name: text('explorer.tabs.documents') }).click();
      const links = drawer.getByRole('link', { name: /\(PDF\)$/ });
      await expect.poll(() => links.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const href = await links.first().getAttribute('href');
      const download = await page.request.get(`${manager.baseUrl}${href}`);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toContain('application/pdf');
      await saveScreenshot(page, 'explorer-fund-documents-wide');
      await expectNoSeriousA11yViolations(page, 'explorer-fund-documents-wide');

      // The drawer's star is the same favourite: removing it there shows at once.
      await drawer
        .getByRole('button', { name: text('explorer.removeFavourite', { name: fund.name }) })
        .click();
      await expect
        .poll(() =>
          drawer.getByRole('button', { name: text('explorer.addFavourite', { name: fund.name }) }).count(),
        )
        .toBe(1);
      await expect
        .poll(
          async () =>
            (await get<{ total: number }>(page, `/api/portals/${portalId}/funds?favourites=only`)).json.total,
        )
        .toBe(0);
    } finally {
      await close();
    }
  }, 150_000);

  it('shows facet counts beside each filter value, filters by category, and shows the spotlight', async () => {
    const { page, portalId, close } = await signInAs(browser, manager, 'investor', 'wide');
    try {
      const api = `/api/portals/${portalId}/funds`;
      const spotlight = await get<{ items: Fund[] }>(page, `${api}/spotlight`);
      expect(spotlight.status).toBe(200);
      expect(spotlight.json.items.length, 'the seed promotes funds in each portal').toBeGreaterThan(0);
      const all = await get<{ total: number; facets: Facets }>(page, api);
      await openScreen(page, `${manager.baseUrl}/dashboard/${portalId}/explorer`);
      await expect
        .poll(() => resultNames(page).then((n) => n.length), { timeout: 20_000 })
        .toBeGreaterThan(5);
      // The spotlight row above the results, in the admin's order.
      const row = page.getByRole('region', { name: text('explorer.spotlight') });
      await expect
        .poll(() => row.getByTestId('spotlight-fund').allTextContents())
        .toEqual(spotlight.json.items.map((f) => f.name));

      // Every category with its count as the server counts it; the counts add up to the universe.
      await page.getByRole('combobox', { name: text('explorer.category') }).click();
      const offered = await page.getByRole('option').allTextContents();
      expect(offered).toEqual([
        text('explorer.allCategories'),
        ...all.json.facets.category.map((c) => `${text(`dataNames.category.${c.value}`)} (${c.count})`),
      ]);
      expect(all.json.facets.category.reduce((n, c) => n + c.count, 0)).toBe(all.json.total);
      // Choose the smallest category: the results, the count line and the other menus follow.
      const smallest = [...all.json.facets.category].sort((a, b) => a.count - b.count)[0]!;
      await page
        .getByRole('option', { name: facetOption(text(`dataNames.category.${smallest.value}`)) })
        .click();
      await expect
        .poll(() => page.getByRole('status').textContent(), { timeout: 10_000 })
        .toBe(
          smallest.count === 1
            ? text('explorer.resultCount_one', { count: 1 })
            : text('explorer.resultCount_other', { count: smallest.count }),
        );
      await expect.poll(() => resultNames(page).then((n) => n.length)).toBe(Math.min(smallest.count, 24));
      const inCategory = await get<{ facets: Facets }>(
        page,
        `${api}?category=${encodeURIComponent(smallest.value)}`,
      );
      await page.getByRole('combobox', { name: text('explorer.region') }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        text('explorer.allRegions'),
        ...inCategory.json.facets.region.map((r) => `${text(`dataNames.region.${r.value}`)} (${r.count})`),
      ]);
      await page.keyboard.press('Escape');
      // The category menu still offers the others (a facet leaves out its own filter).
      await page.getByRole('combobox', { name: text('explorer.category') }).click();
      expect(await page.getByRole('option').count()).toBe(all.json.facets.category.length + 1);
      await page.keyboard.press('Escape');
      await saveScreenshot(page, 'explorer-facets-wide');
      await expectNoSeriousA11yViolations(page, 'explorer-facets-wide');

      // A spotlight card opens its fund.
      const first = spotlight.json.items[0]!;
      await row.getByText(first.name, { exact: true }).click();
      await page.getByRole('dialog', { name: first.name }).waitFor({ timeout: 10_000 });
    } finally {
      await close();
    }
  }, 90_000);

  it("shows a held fund's real periods on the fund page, with the holding's own return", async () => {
    const { page, portalId, close } = await signInAs(browser, manager, 'investor', 'wide');
    try {
      const api = `/api/portals/${portalId}`;
      const accounts = await get<{ items: { id: string }[] }>(page, `${api}/accounts`);
      let target: { url: string; name: string } | null = null;
      for (const account of accounts.json.items) {
        const portfolios = await get<{ items: { id: string }[] }>(
          page,
          `${api}/accounts/${account.id}/portfolios`,
        );
        for (const portfolio of portfolios.json.items) {
          const holdings = await get<{ items: { symbol: string; isin: string | null; name: string }[] }>(
            page,
            `${api}/accounts/${account.id}/portfolios/${portfolio.id}/holdings?pageSize=100`,
          );
          for (const holding of holdings.json.items.filter((h) => h.isin)) {
            const fund = await get<{ name: string }>(page, `${api}/funds/${holding.isin}`);
            if (fund.status !== 200) continue;
            target = {
              url: `${manager.baseUrl}/dashboard/${portalId}/portfolio/${portfolio.id}/funds/${encodeURIComponent(holding.symbol)}?account=${account.id}`,
              name: fund.json.name,
            };
            break;
          }
          if (target) break;
        }
        if (target) break;
      }
      expect(target, 'the demo investor holds a fund of the universe').not.toBeNull();
      await openScreen(page, target!.url);
      expect(await heading(page)).toBe(target!.name);
      const periods = page.getByRole('table', { name: text('explorer.periodsTable') });
      await periods.waitFor({ timeout: 20_000 });
      expect((await periods.locator('[data-period="1Y"]').textContent())!.trim()).toMatch(
        /^[+-]?\d+\.\d{2}%$/,
      );
      expect((await periods.locator('[data-period="1D"]').textContent())!.trim()).toMatch(
        /^[+-]?\d+\.\d{2}%$/,
      );
      expect(await periods.getByText(text('explorer.sincePurchase'), { exact: true }).count()).toBe(1);
      await saveScreenshot(page, 'explorer-fund-page-wide');
      await expectNoSeriousA11yViolations(page, 'explorer-fund-page-wide');
    } finally {
      await close();
    }
  }, 90_000);

  it('works on a 390 px phone: results stack, the drawer opens from the bottom', async () => {
    const { page, portalId, close } = await signInAs(browser, manager, 'investor', 'narrow');
    try {
      await openScreen(page, `${manager.baseUrl}/dashboard/${portalId}/explorer`);
      await expect
        .poll(() => resultNames(page).then((n) => n.length), { timeout: 20_000 })
        .toBeGreaterThan(5);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'explorer-list-narrow');
      await expectNoSeriousA11yViolations(page, 'explorer-list-narrow');
      const [first] = await resultNames(page);
      await openFund(page, first!);
      const drawer = page.getByRole('dialog', { name: first! });
      await drawer.getByRole('table', { name: text('explorer.periodsTable') }).waitFor({ timeout: 20_000 });
      await chartDrawn(page, text('explorer.chartTitle', { name: first! }));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'explorer-fund-narrow');
      await expectNoSeriousA11yViolations(page, 'explorer-fund-narrow');
    } finally {
      await close();
    }
  }, 90_000);
});
